import { defineMessage } from '../../lib/i18n';

/** Words said in more than one file of campaigns: each declared once, shown with `t(message)`. */
export const CHOOSE_LINK = defineMessage({ defaultMessage: 'Choose a link from the list.' });

export const LINK_LABEL = defineMessage({
  defaultMessage: 'Link',
  description: 'the label of the field that picks one of the user’s links',
});

export const CREATE_CAMPAIGN = defineMessage({
  defaultMessage: 'Create a campaign',
  description: 'the title of the create dialog',
});

export const EDIT_CAMPAIGN = defineMessage({
  defaultMessage: 'Edit campaign',
  description: 'the title of the edit dialog',
});

export const ASSIGN_LINK_TO = defineMessage({
  defaultMessage: 'Assign a link to {name}',
  description: 'name: the name of the campaign',
});

export const PUBLIC = defineMessage({
  defaultMessage: 'Public',
  description: 'a campaign whose public page anyone can open',
});

export const ASSIGN_LINK = defineMessage({
  defaultMessage: 'Assign link',
  description: 'the button that assigns a link to a campaign',
});

export const CREATE_CAMPAIGN_BUTTON = defineMessage({
  defaultMessage: 'Create campaign',
  description: 'the button',
});
