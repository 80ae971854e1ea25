import { hostOf } from '../../lib/safe-url';
import { defineMessage } from '../../lib/i18n';
import type { AccountLabel } from '../../lib/account-label';
import type { TabAccount } from './tab-accounts';

type Named = Pick<TabAccount, 'email' | 'baseUrl'>;

/**
 * Where an account is: its email and the instance's address, as one email can have accounts on
 * several instances.
 */
export const accountName = (account: Named) =>
  account.email ? `${account.email} · ${hostOf(account.baseUrl)}` : hostOf(account.baseUrl);

/** What the header shows: the name given on this device, else the email (else the host). */
export const accountTitle = (account: Named, label: AccountLabel) =>
  label.name || account.email || hostOf(account.baseUrl);

/** What the title leaves out: email and host under a name, the host under an email. */
export const accountDetail = (account: Named, label: AccountLabel) =>
  label.name ? accountName(account) : account.email ? hostOf(account.baseUrl) : '';

/** Everything that tells it apart, for dialogs and screen readers: "Name (email · host)". */
export const accountFullName = (account: Named, label: AccountLabel) =>
  label.name ? `${label.name} (${accountName(account)})` : accountName(account);

/** The all-accounts page's name: its title, and its entry in the account menu. */
export const ALL_ACCOUNTS = defineMessage({ defaultMessage: 'All accounts' });
