import type { QueryClient, QueryPersister } from '@tanstack/react-query';
import { wipeDeviceData } from '../lib/device-store';
import { scopeOf, tabScopes, waitingAccounts } from '../features/session/kept-accounts';
import { holdAccount, type AccountHold } from '../lib/account-presence';
import type { DeviceData, SessionStore } from '../resources/session';
import type { TabAccounts } from '../features/session/tab-accounts';
import type { DeviceCache } from './device-cache';
import { canKeepDeviceData, isKeepingDeviceData, setKeepingDeviceData } from './device-data';
import type { DataChange } from './query-client';
import type { TabSync } from './tab-sync';

/**
 * Follows the session: while an account is shown, its device cache and its link to the
 * account's other tabs are open. Switching to another account of this tab keeps what the
 * device holds for the one left (see docs/decisions/0034-accounts-in-one-tab.md); signing out or an
 * expired key wipes it, and another account signing in wipes every account's data that no tab
 * holds. Loaded once someone signs in (app/create-app.tsx), so the sign-in page stays light.
 */
export interface DeviceSession extends DeviceData {
  /**
   * The query client's persister, for a query of account `scope`: the shown one's, or another
   * account of this tab's (the all-accounts page), kept in that account's own store.
   */
  persist(scope: string, ...args: Parameters<QueryPersister>): ReturnType<QueryPersister>;
  /** A change made while `scope` was shown: dropped from its device cache, told to its tabs. */
  onDataChange(scope: string, change: DataChange): void;
}

interface Opened {
  cache: DeviceCache | null;
  tabs: TabSync;
}

interface Connection {
  scope: string;
  /**
   * The account's Web Lock, held while it is shown here (see
   * docs/decisions/0034-accounts-in-one-tab.md).
   */
  hold: AccountHold;
  ready: Promise<Opened>;
  /** Set once ready, so closing it is immediate when the session changes. */
  opened?: Opened;
}

const closedTabs: TabSync = { announceChange() {}, announceSignOut() {}, close() {} };

export const createDeviceSession = ({
  session,
  queryClient,
  onSignedOutElsewhere,
}: {
  session: SessionStore;
  queryClient: () => QueryClient;
  onSignedOutElsewhere: () => void;
}): DeviceSession => {
  const storage = sessionStorage;
  let connection: Connection | null = null;
  /** The last account shown, through a sign-out in between (shown again: its memory stays). */
  let lastScope: string | null = null;

  const connect = (scope: string): Connection => {
    const self = { scope, hold: holdAccount(scope) } as Connection;
    self.ready = (async () => {
      const [, cacheModule, { connectTabs }] = await Promise.all([
        self.hold.granted,
        canKeepDeviceData() ? import('./device-cache') : null,
        import('./tab-sync'),
      ]);
      // Left before it opened: nothing of it may see the next account's queries.
      if (connection !== self) return { cache: null, tabs: closedTabs };
      const client = session.get()?.client;
      const cache = cacheModule?.openDeviceCache(scope, queryClient()) ?? null;
      const tabs = client
        ? connectTabs({
            scope,
            scheduler: client.scheduler,
            queryClient: queryClient(),
            cache,
            onSignedOutElsewhere,
          })
        : closedTabs;
      return (self.opened = { cache, tabs });
    })();
    return self;
  };

  const disconnect = async (closing: Connection, { wipe }: { wipe: boolean }) => {
    // Synchronous when open: the next account's first query must not reach this one's store.
    const { cache, tabs } = closing.opened ?? (await closing.ready);
    if (wipe) tabs.announceSignOut();
    tabs.close();
    await cache?.close();
    if (wipe) await wipeDeviceData({ only: closing.scope });
    // Still held by the tab's accounts (features/session/tab-accounts.ts) while it waits here.
    closing.hold.release();
  };

  /** The stores of the tab's other accounts, opened when one of their queries runs. */
  const waiting = new Map<string, Promise<DeviceCache | null>>();
  const openWaiting = (scope: string) => {
    let opened = waiting.get(scope);
    if (!opened) {
      opened = (async () => {
        if (!canKeepDeviceData()) return null;
        const [, { openDeviceCache }] = await Promise.all([
          loadAccounts().then((loaded) => loaded.held(scope)),
          import('./device-cache'),
        ]);
        return waiting.get(scope) === opened ? openDeviceCache(scope) : null;
      })();
      waiting.set(scope, opened);
    }
    return opened;
  };
  /** Closes the other accounts' stores but those still waiting in this tab (`keep`). */
  const closeWaiting = (keep: (scope: string) => boolean) => {
    for (const [scope, opened] of waiting)
      if (!keep(scope)) {
        waiting.delete(scope);
        void opened.then((cache) => cache?.close());
      }
  };
  const isWaiting = (scope: string) =>
    waitingAccounts(storage).some((account) => scopeOf(account) === scope);
  /**
   * The tab's accounts (their locks, and Sign out of a waiting one in another tab), loaded only
   * where some wait: a tab of one account does not carry the account menu's code.
   */
  let accounts: Promise<TabAccounts> | undefined;
  const loadAccounts = () =>
    (accounts ??= import('../features/session/tab-accounts').then(({ tabAccountsOf }) => {
      const loaded = tabAccountsOf(session);
      // Signed out, or shown now (its store opens as the session's): closed before a wipe.
      loaded.subscribe(() => closeWaiting(isWaiting));
      return loaded;
    }));

  /** The store of an account of this tab: the shown one's, or a waiting one's own. */
  const cacheOf = async (scope: string): Promise<DeviceCache | null> => {
    if (connection?.scope === scope) return (await connection.ready).cache;
    return isWaiting(scope) ? openWaiting(scope) : null;
  };

  const follow = () => {
    const scope = session.get()?.scope ?? null;
    if (connection?.scope === scope) return;
    const previous = connection;
    connection = scope ? connect(scope) : null;
    if (previous) void disconnect(previous, { wipe: !tabScopes(storage).includes(previous.scope) });
    if (waitingAccounts(storage).length > 0) void loadAccounts();
    if (!scope) return;
    if (lastScope !== null && lastScope !== scope) {
      // Another account is shown: nothing in memory of the one left may reach its pages.
      void queryClient().cancelQueries();
      queryClient().clear();
    }
    lastScope = scope;
    // Data of accounts no tab holds goes when one signs in (the shared-computer rule).
    void wipeDeviceData({ except: tabScopes(storage).concat(scope) });
  };
  session.subscribe(follow);
  follow();

  const whenShown = (scope: string) =>
    connection?.scope === scope ? connection.ready : Promise.resolve(null);

  return {
    persist: (scope, queryFn, context, query) =>
      cacheOf(scope).then((cache) =>
        cache ? cache.persist(queryFn, context, query) : queryFn(context),
      ),
    onDataChange(scope, change) {
      void whenShown(scope).then((opened) => {
        opened?.tabs.announceChange(change);
        return opened?.cache?.forget([...change.invalidates, ...change.marksStale]);
      });
    },
    isKeeping: isKeepingDeviceData,
    async setKeeping(keep) {
      setKeepingDeviceData(keep);
      const current = connection;
      if (!current) return;
      // Reopened with or without the cache; turning it off wipes what was kept.
      connection = connect(current.scope);
      const others = waitingAccounts(storage).map(scopeOf);
      closeWaiting(() => false);
      await disconnect(current, { wipe: false });
      if (!keep)
        for (const scope of [current.scope, ...others])
          await wipeDeviceData({ only: scope, cacheOnly: true });
    },
  };
};
