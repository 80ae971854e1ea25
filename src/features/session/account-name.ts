import { hostOf } from '../../lib/safe-url';
import type { TabAccount } from './tab-accounts';

/** How an account is named everywhere: its email and the instance's address (issue 22). */
export const accountName = (account: Pick<TabAccount, 'email' | 'baseUrl'>) =>
  account.email ? `${account.email} · ${hostOf(account.baseUrl)}` : hostOf(account.baseUrl);
