import { defineMessage } from '../../lib/i18n';

/**
 * Words two or more files of the Links feature show, declared once (each place shows them with
 * `t`): the editor's names, the redirect types, the choices the list and the editor share.
 */
export const LINK_WORDS = {
  createLink: defineMessage({
    defaultMessage: 'Create link',
    description: 'button: opens the editor of a new link, and sends it',
  }),
  createShortLink: defineMessage({
    defaultMessage: 'Create a short link',
    description: 'the title of the editor of a new link',
  }),
  editLink: defineMessage({
    defaultMessage: 'Edit link',
    description: 'the title of the editor of an existing link',
  }),
  allLinks: defineMessage({ defaultMessage: 'All links' }),
  showAllCampaigns: defineMessage({ defaultMessage: 'Show all campaigns' }),
  campaign: defineMessage({
    defaultMessage: 'Campaign',
    description: 'label: the marketing campaign a link belongs to',
  }),
  redirectType: defineMessage({ defaultMessage: 'Redirect type' }),
  newPassword: defineMessage({ defaultMessage: 'New password' }),
  private: defineMessage({
    defaultMessage: 'Private',
    description: 'a link whose statistics only its owner sees',
  }),
  visitorsGoStraight: defineMessage({ defaultMessage: 'Visitors go straight to the destination.' }),
};

/** The redirect types' names, as the editor's summary and choices say them. */
export const REDIRECT_WORDS = {
  direct: defineMessage({
    defaultMessage: 'Direct',
    description: 'redirect type: visitors go straight to the destination',
  }),
  frame: defineMessage({
    defaultMessage: 'Frame',
    description: 'redirect type: the destination shown inside a page under the short link',
  }),
  splash: defineMessage({ defaultMessage: 'The service’s splash page' }),
};
