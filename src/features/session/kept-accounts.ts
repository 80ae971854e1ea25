import { accountScope } from '../../lib/account-scope';
import { ACCOUNTS_KEY, SESSION_KEY } from './session-store';

/**
 * The accounts of this tab as its sessionStorage keeps them (see
 * docs/decisions/0034-accounts-in-one-tab.md): the shown one in the session's key, the waiting ones
 * in their list. Read here only; tab-accounts.ts writes the list. Small, so the device session
 * reads it without loading the account menu's code.
 */

/** What the tab keeps of an account: as the session keeps the one shown. */
export interface KeptAccount {
  baseUrl: string;
  apiKey: string;
  accountId: number;
  email: string | null;
}

const readJson = (storage: Storage, key: string): unknown => {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
};

/** A stored account, or null (a session kept by an older version has no email: it shows none). */
const asKept = (value: unknown): KeptAccount | null => {
  const v = value as Partial<KeptAccount> | null;
  if (typeof v?.baseUrl !== 'string' || typeof v.apiKey !== 'string') return null;
  if (typeof v.accountId !== 'number') return null;
  const email = typeof v.email === 'string' ? v.email : null;
  return { baseUrl: v.baseUrl, apiKey: v.apiKey, accountId: v.accountId, email };
};

export const scopeOf = (account: KeptAccount) => accountScope(account.baseUrl, account.accountId);

export const shownAccount = (storage: Storage): KeptAccount | null =>
  asKept(readJson(storage, SESSION_KEY));

/** The accounts waiting in this tab, in the order they were signed in. */
export const waitingAccounts = (storage: Storage): KeptAccount[] => {
  const value = readJson(storage, ACCOUNTS_KEY);
  return Array.isArray(value) ? value.flatMap((item) => asKept(item) ?? []) : [];
};

/** The scopes of every account signed in in this tab, shown or waiting. */
export const tabScopes = (storage: Storage): string[] =>
  [shownAccount(storage), ...waitingAccounts(storage)].flatMap((account) =>
    account ? scopeOf(account) : [],
  );
