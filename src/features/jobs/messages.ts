import { defineMessage } from '../../lib/i18n';

/** Words said in more than one file of jobs and imports: each declared once, shown with `t`. */
export const RESUME = defineMessage({
  defaultMessage: 'Resume',
  description: 'the button that resumes a paused job',
});

export const LINE = defineMessage({
  defaultMessage: 'Line',
  description: 'a column header: the row’s line number in the imported file',
});

export const URL_HEADER = defineMessage({
  defaultMessage: 'URL',
  description: 'a column header: the destination address of a link',
});

export const ROWS_TO_IMPORT = defineMessage({
  defaultMessage: 'Rows to import',
  description: 'a section title and a table caption',
});
