import { hostOf } from '../../lib/safe-url';
import { defineMessage } from '../../lib/i18n';
import type { TabAccount } from './tab-accounts';

/**
 * How an account is named everywhere: its email and the instance's address, as one email can have
 * accounts on several instances.
 */
export const accountName = (account: Pick<TabAccount, 'email' | 'baseUrl'>) =>
  account.email ? `${account.email} · ${hostOf(account.baseUrl)}` : hostOf(account.baseUrl);

/** The all-accounts page's name: its title, and its entry in the account menu. */
export const ALL_ACCOUNTS = defineMessage({ defaultMessage: 'All accounts' });
