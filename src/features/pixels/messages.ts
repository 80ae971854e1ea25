import { defineMessage } from '../../lib/i18n';

/** Words said in both the pixels page and the pixel form: declared once, shown with `t`. */
export const ADD_PIXEL_TITLE = defineMessage({
  defaultMessage: 'Add a pixel',
  description: 'the title of the add dialog',
});

export const EDIT_PIXEL = defineMessage({
  defaultMessage: 'Edit pixel',
  description: 'the title of the edit dialog',
});

export const ADD_PIXEL = defineMessage({ defaultMessage: 'Add pixel', description: 'the button' });
