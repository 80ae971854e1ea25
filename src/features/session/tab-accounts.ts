import type { ApiClient } from '../../api/http';
import { accountChannelName, holdAccount, type AccountHold } from '../../lib/account-presence';
import { forgetAccountData } from '../../lib/account-scope';
import { wipeDeviceData } from '../../lib/device-store';
import type { Session, SessionStore, SignInNotice } from '../../resources/session';
import {
  scopeOf,
  shownAccount,
  tabScopes,
  waitingAccounts,
  type KeptAccount,
} from './kept-accounts';
import { ACCOUNTS_KEY } from './session-store';

/**
 * The accounts signed in in this tab (issue 22, docs/decisions/0034-accounts-in-one-tab.md).
 * One is shown: the session (session-store.ts). The others wait in this tab's sessionStorage
 * too, keys included, and nowhere else. Each keeps its own client (so its own request queue and
 * budget meter) while this tab lives, and its Web Lock, so another account signing in in
 * another tab never wipes what this device keeps for it. Loaded after sign-in.
 */

/** An account of this tab as the account menu and the all-accounts page show it. */
export interface TabAccount {
  scope: string;
  baseUrl: string;
  email: string | null;
  isShown: boolean;
}

export interface TabAccounts {
  /** The shown account first, then the others in the order they were signed in. */
  list(): TabAccount[];
  subscribe(listener: () => void): () => void;
  /** Signs in an account whose key was checked; the one shown until now stays signed in here. */
  signIn(input: KeptAccount & { client: ApiClient }): Session;
  /** Shows another account of this tab, with its client (its queue and budget) as it was. */
  switchTo(scope: string): void;
  /**
   * Signs one account out (in every tab, its device data wiped). The shown one: the next
   * account of this tab is shown instead, or none (`notice` is then for the sign-in page).
   */
  signOut(scope: string, notice?: SignInNotice): void;
  signOutAll(notice: SignInNotice): void;
  isSignedInHere(scope: string): boolean;
  /** The account's client: the session's for the shown one, its own for the others. */
  clientOf(scope: string): ApiClient | null;
  /** Resolves once this tab holds the account's lock. */
  held(scope: string): Promise<void>;
}

const wipeDeviceStores = (scope: string) => wipeDeviceData({ only: scope });

const created = new WeakMap<SessionStore, TabAccounts>();

/** The tab's accounts around its session store (one per store, made on first use). */
export const tabAccountsOf = (
  session: SessionStore,
  storage: Storage = sessionStorage,
): TabAccounts => {
  const existing = created.get(session);
  if (existing) return existing;

  const listeners = new Set<() => void>();
  const clients = new Map<string, ApiClient>();
  const holds = new Map<string, AccountHold>();
  /** The waiting accounts' channels: Sign out in another tab of one reaches this tab here. */
  const channels = new Map<string, BroadcastChannel>();

  const others = () => waitingAccounts(storage);
  const writeOthers = (accounts: KeptAccount[]) => {
    if (accounts.length === 0) storage.removeItem(ACCOUNTS_KEY);
    else storage.setItem(ACCOUNTS_KEY, JSON.stringify(accounts));
  };
  const shown = () => shownAccount(storage);
  const without = (scope: string) => others().filter((account) => scopeOf(account) !== scope);
  const hold = (scope: string) => {
    let held = holds.get(scope);
    if (!held) holds.set(scope, (held = holdAccount(scope)));
    return held;
  };

  let snapshot: TabAccount[] = [];
  const describe = (account: KeptAccount, isShown: boolean): TabAccount => ({
    scope: scopeOf(account),
    baseUrl: account.baseUrl,
    email: account.email,
    isShown,
  });

  /** Holds every account of the tab, listens for the waiting ones, and tells the menu. */
  const settle = () => {
    const current = shown();
    const waiting = others();
    snapshot = [
      ...(current ? [describe(current, true)] : []),
      ...waiting.map((account) => describe(account, false)),
    ];
    const scopes = new Set(snapshot.map((account) => account.scope));
    scopes.forEach(hold);
    for (const [scope, hold] of holds)
      if (!scopes.has(scope)) {
        hold.release();
        holds.delete(scope);
        clients.delete(scope);
      }
    const waitingScopes = new Set(waiting.map(scopeOf));
    for (const scope of waitingScopes) {
      if (channels.has(scope) || typeof BroadcastChannel === 'undefined') continue;
      const channel = new BroadcastChannel(accountChannelName(scope));
      channel.onmessage = ({ data }: MessageEvent<{ type?: string }>) => {
        // That tab wipes the device data; here the key goes.
        if (data?.type === 'signed-out') {
          writeOthers(without(scope));
          settle();
        }
      };
      channels.set(scope, channel);
    }
    for (const [scope, channel] of channels)
      if (!waitingScopes.has(scope)) {
        channel.close();
        channels.delete(scope);
      }
    listeners.forEach((listener) => listener());
  };

  /** The shown account joins the waiting ones (before another is shown). */
  const keepShown = (except: string) => {
    const current = shown();
    const client = session.get()?.client;
    if (!current || !client || scopeOf(current) === except) return;
    clients.set(scopeOf(current), client);
    writeOthers([...without(scopeOf(current)), current]);
  };

  const show = (account: KeptAccount, client?: ApiClient) => {
    const scope = scopeOf(account);
    keepShown(scope);
    writeOthers(without(scope));
    // Held before the session changes: the device session opens the store once it is.
    hold(scope);
    const started = session.signIn({ ...account, client: client ?? clients.get(scope) });
    clients.set(scope, started.client);
    settle();
    return started;
  };

  /** Gone everywhere: its other tabs hear of it and this device forgets what it kept. */
  const forget = (scope: string) => {
    const channel =
      channels.get(scope) ??
      (typeof BroadcastChannel === 'undefined'
        ? null
        : new BroadcastChannel(accountChannelName(scope)));
    channel?.postMessage({ type: 'signed-out' });
    if (!channels.has(scope)) channel?.close();
    forgetAccountData(scope);
    void wipeDeviceStores(scope);
  };

  const accounts: TabAccounts = {
    list: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: ({ client, ...account }) => show(account, client),
    switchTo(scope) {
      const target = others().find((account) => scopeOf(account) === scope);
      if (target) show(target);
    },
    signOut(scope, notice) {
      if (session.get()?.scope === scope) {
        // The session's sign-out wipes the shown account's data (app/device-session.ts).
        session.signOut(notice);
        const [next] = others();
        if (next) show(next);
        else settle();
        return;
      }
      writeOthers(without(scope));
      settle();
      forget(scope);
    },
    signOutAll(notice) {
      const waiting = others();
      writeOthers([]);
      waiting.forEach((account) => forget(scopeOf(account)));
      session.signOut(notice);
      settle();
    },
    // From storage, not the menu's snapshot: the device session asks while the session changes.
    isSignedInHere: (scope) => tabScopes(storage).includes(scope),
    clientOf(scope) {
      const current = session.get();
      if (current?.scope === scope) return current.client;
      const existing = clients.get(scope);
      if (existing) return existing;
      const account = others().find((other) => scopeOf(other) === scope);
      if (!account) return null;
      // Its own client, so its own queue and budget (app/create-app.tsx makes one per client).
      const client = session.createClient(account);
      clients.set(scope, client);
      return client;
    },
    held: (scope) => hold(scope).granted,
  };
  created.set(session, accounts);
  settle();
  // A sign-out or expired key elsewhere in the app changes the session: follow it.
  session.subscribe(() => {
    if ((session.get()?.scope ?? null) !== (snapshot.find((a) => a.isShown)?.scope ?? null))
      settle();
  });
  return accounts;
};
