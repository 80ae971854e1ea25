import { defineMessage } from '../../lib/i18n';

/** Words said in more than one file of channels: each declared once, shown with `t(message)`. */
export const CREATE_CHANNEL = defineMessage({
  defaultMessage: 'Create a channel',
  description: 'the title of the create dialog',
});

export const EDIT_CHANNEL = defineMessage({
  defaultMessage: 'Edit channel',
  description: 'the title of the edit dialog',
});

export const CREATE_CHANNEL_BUTTON = defineMessage({
  defaultMessage: 'Create channel',
  description: 'the button',
});

export const STARRED = defineMessage({
  defaultMessage: 'Starred',
  description: 'a channel marked with a star, to find it first',
});
