import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/http';
import { accountScope, accountStorageKey } from '../../lib/account-scope';
import { ACCOUNTS_KEY, createSessionStore, SESSION_KEY } from './session-store';
import { tabAccountsOf } from './tab-accounts';

/** A tab's sessionStorage of its own (jsdom has one per window; a second tab needs another). */
const tabStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
};

/** Any request is a failure here: switching and signing out must cost none. */
const noRequests: typeof fetch = () => Promise.reject(new Error('No request expected.'));

const openTab = (storage = tabStorage()) => {
  const session = createSessionStore(storage, ({ baseUrl, apiKey }) =>
    createApiClient({ baseUrl, apiKey, fetch: noRequests }),
  );
  return { storage, session, accounts: tabAccountsOf(session, storage) };
};

const ALPHA = {
  baseUrl: 'https://alpha.example',
  apiKey: 'key-alpha',
  accountId: 1,
  email: 'a@x.io',
};
const BETA = { baseUrl: 'https://beta.example', apiKey: 'key-beta', accountId: 2, email: 'b@x.io' };
const alpha = accountScope(ALPHA.baseUrl, ALPHA.accountId);
const beta = accountScope(BETA.baseUrl, BETA.accountId);

const signIn = (tab: ReturnType<typeof openTab>, account: typeof ALPHA) =>
  tab.accounts.signIn({ ...account, client: tab.session.createClient(account) });

const everythingIn = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i)!)).join('\n');

describe('the accounts of a tab', () => {
  it('keeps the account shown until now signed in when another signs in, shown first', () => {
    const tab = openTab();
    signIn(tab, ALPHA);
    signIn(tab, BETA);
    expect(tab.session.get()?.scope).toBe(beta);
    expect(tab.accounts.list()).toEqual([
      { scope: beta, baseUrl: BETA.baseUrl, email: BETA.email, isShown: true },
      { scope: alpha, baseUrl: ALPHA.baseUrl, email: ALPHA.email, isShown: false },
    ]);
    expect(tab.accounts.isSignedInHere(alpha)).toBe(true);
  });

  it('switches back with the same client, so the same queue and budget, and no key typed', () => {
    const tab = openTab();
    const { client: alphaClient } = signIn(tab, ALPHA);
    const { client: betaClient } = signIn(tab, BETA);
    tab.accounts.switchTo(alpha);
    expect(tab.session.get()?.scope).toBe(alpha);
    expect(tab.session.get()?.client).toBe(alphaClient);
    expect(tab.accounts.clientOf(beta)).toBe(betaClient);
    tab.accounts.switchTo(beta);
    expect(tab.session.get()?.client).toBe(betaClient);
  });

  it('gives a waiting account its own client (its own budget), not the shown one', () => {
    const storage = tabStorage();
    const first = openTab(storage);
    signIn(first, ALPHA);
    signIn(first, BETA);
    // The tab reloaded: the waiting account's client is made again from what the tab kept.
    const reloaded = openTab(storage);
    const waiting = reloaded.accounts.clientOf(alpha);
    expect(waiting?.baseUrl).toBe(ALPHA.baseUrl);
    expect(waiting).not.toBe(reloaded.session.get()?.client);
    expect(waiting?.budget).not.toBe(reloaded.session.get()?.client.budget);
    expect(reloaded.accounts.clientOf('no-such-account')).toBeNull();
  });

  it('keeps keys in this tab only: nothing of them in localStorage', () => {
    const tab = openTab();
    signIn(tab, ALPHA);
    signIn(tab, BETA);
    tab.accounts.switchTo(alpha);
    expect(everythingIn(tab.storage)).toContain(ALPHA.apiKey);
    expect(everythingIn(tab.storage)).toContain(BETA.apiKey);
    expect(everythingIn(localStorage)).not.toContain('key-');
  });

  it('signs out of the shown account: the next one is shown, the key and its data go', () => {
    const tab = openTab();
    signIn(tab, ALPHA);
    signIn(tab, BETA);
    localStorage.setItem(accountStorageKey(beta, 'recent'), '[1]');
    localStorage.setItem(accountStorageKey(alpha, 'recent'), '[2]');
    tab.accounts.signOut(beta);
    expect(tab.session.get()?.scope).toBe(alpha);
    expect(tab.accounts.list().map((account) => account.scope)).toEqual([alpha]);
    expect(everythingIn(tab.storage)).not.toContain(BETA.apiKey);
    expect(localStorage.getItem(accountStorageKey(beta, 'recent'))).toBeNull();
    expect(localStorage.getItem(accountStorageKey(alpha, 'recent'))).toBe('[2]');
  });

  it('signs out of a waiting account and leaves the shown one as it was', () => {
    const tab = openTab();
    signIn(tab, ALPHA);
    const { client } = signIn(tab, BETA);
    localStorage.setItem(accountStorageKey(alpha, 'recent'), '[2]');
    tab.accounts.signOut(alpha);
    expect(tab.session.get()?.client).toBe(client);
    expect(tab.accounts.isSignedInHere(alpha)).toBe(false);
    expect(tab.storage.getItem(ACCOUNTS_KEY)).toBeNull();
    expect(localStorage.getItem(accountStorageKey(alpha, 'recent'))).toBeNull();
  });

  it('signs out of all: no key, no account, the notice for the sign-in page', () => {
    const tab = openTab();
    signIn(tab, ALPHA);
    signIn(tab, BETA);
    tab.accounts.signOutAll({ kind: 'signed-out', message: 'Signed out of every account.' });
    expect(tab.session.get()).toBeNull();
    expect(tab.accounts.list()).toEqual([]);
    expect(tab.storage.getItem(SESSION_KEY)).toBeNull();
    expect(tab.storage.getItem(ACCOUNTS_KEY)).toBeNull();
    expect(everythingIn(tab.storage)).not.toContain('key-');
    expect(tab.session.readNotice()?.message).toBe('Signed out of every account.');
  });

  it('follows the session: a key that stopped working signs out that account only', () => {
    const tab = openTab();
    signIn(tab, ALPHA);
    signIn(tab, BETA);
    // What the app does on a 401 of the shown account (app/create-app.tsx).
    tab.session.signOut({ kind: 'expired', message: 'The API key was revoked.' });
    expect(tab.accounts.list()).toEqual([
      { scope: alpha, baseUrl: ALPHA.baseUrl, email: ALPHA.email, isShown: false },
    ]);
    // The sign-in page offers it again, without its key.
    tab.accounts.switchTo(alpha);
    expect(tab.session.get()?.scope).toBe(alpha);
  });

  it('drops a waiting account that signed out in another tab', async () => {
    const here = openTab();
    signIn(here, ALPHA);
    signIn(here, BETA);
    // There, too, it waits behind another account (a shown one's sign-out is told by the
    // device session's channel, app/tab-sync.ts, with the same message).
    const there = openTab();
    signIn(there, ALPHA);
    signIn(there, BETA);
    const signedOut = new Promise<void>((resolve) => {
      const stop = here.accounts.subscribe(() => {
        if (here.accounts.isSignedInHere(alpha)) return;
        stop();
        resolve();
      });
    });
    there.accounts.signOut(alpha);
    await signedOut;
    expect(here.storage.getItem(ACCOUNTS_KEY)).toBeNull();
    expect(here.session.get()?.scope).toBe(beta);
  });

  it('reads a stored list it cannot use as no other accounts', () => {
    const storage = tabStorage();
    storage.setItem(ACCOUNTS_KEY, '{oops');
    expect(openTab(storage).accounts.list()).toEqual([]);
    storage.setItem(ACCOUNTS_KEY, JSON.stringify([{ baseUrl: 'https://x.example' }]));
    expect(openTab(storage).accounts.list()).toEqual([]);
  });
});
