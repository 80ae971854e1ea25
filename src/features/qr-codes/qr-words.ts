import { defineMessage } from '../../lib/i18n';

/**
 * Words the list, the statistics page and the code's files share. Not imported by the designer
 * (its own words live in its modules), so a new code's page carries none of these.
 */
export const EDIT = defineMessage({ defaultMessage: 'Edit', description: 'button' });
export const EDIT_NAMED = defineMessage({
  defaultMessage: 'Edit {name}',
  description: 'name: the QR code’s name',
});
export const SHORT_LINK = defineMessage({ defaultMessage: 'Short link' });
export const DOWNLOAD_AND_PRINT = defineMessage({ defaultMessage: 'Download and print' });
