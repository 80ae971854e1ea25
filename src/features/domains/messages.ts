import { defineMessage } from '../../lib/i18n';

/** Words said in both the domains page and the domain form: declared once, shown with `t`. */
export const EDIT_REDIRECTS = defineMessage({
  defaultMessage: 'Edit redirects',
  description: 'the title of the dialog that edits a domain’s two redirects',
});

export const ADD_DOMAIN = defineMessage({
  defaultMessage: 'Add domain',
  description: 'the button',
});
