import { defineMessage } from '../lib/i18n';

/**
 * Column headers and copy labels that several resources' lists share, declared once: each
 * resource module names them, and the list shows them in the current language.
 */
export const COLUMNS = {
  name: defineMessage({
    defaultMessage: 'Name',
    description: 'Column header: the name of an item',
  }),
  type: defineMessage({
    defaultMessage: 'Type',
    description: 'Column header: the kind of an item',
  }),
  title: defineMessage({
    defaultMessage: 'Title',
    description: 'Column header: the title of a link or item',
  }),
  description: defineMessage({ defaultMessage: 'Description', description: 'Column header' }),
  created: defineMessage({
    defaultMessage: 'Created',
    description: 'Column header: the date an item was created',
  }),
  shortUrl: defineMessage({ defaultMessage: 'Short URL', description: 'Column header' }),
};

/** The copy button of a short URL in a list. */
export const COPY_SHORT_URL = defineMessage({
  defaultMessage: 'Copy short URL {url}',
  description: 'Button label read by screen readers; url: the short URL',
});
