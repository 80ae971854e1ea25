import type { QueryClient, QueryPersister } from '@tanstack/react-query';
import { wipeDeviceData } from '../lib/device-store';
import { tabAccountsOf } from '../features/session/tab-accounts';
import type { DeviceData, SessionStore } from '../resources/session';
import type { DeviceCache } from './device-cache';
import { canKeepDeviceData, isKeepingDeviceData, setKeepingDeviceData } from './device-data';
import type { DataChange } from './query-client';
import type { TabSync } from './tab-sync';

/**
 * Follows the session: while an account is shown, its device cache and its link to the
 * account's other tabs are open. Switching to another account of this tab keeps what the
 * device holds for the one left (decision 0023); signing out or an expired key wipes it, and
 * another account signing in wipes every account's data that no tab holds. Loaded once someone
 * signs in (app/create-app.tsx), so the sign-in page stays light.
 */
export interface DeviceSession extends DeviceData {
  /** The query client's persister, for a query started while `scope` was shown. */
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
  const accounts = tabAccountsOf(session);
  let connection: Connection | null = null;
  /** The last account shown, through a sign-out in between (shown again: its memory stays). */
  let lastScope: string | null = null;

  const connect = (scope: string): Connection => {
    const self = { scope } as Connection;
    self.ready = (async () => {
      const [, cacheModule, { connectTabs }] = await Promise.all([
        accounts.held(scope),
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
  };

  const follow = () => {
    const scope = session.get()?.scope ?? null;
    if (connection?.scope === scope) return;
    const previous = connection;
    connection = scope ? connect(scope) : null;
    if (previous) void disconnect(previous, { wipe: !accounts.isSignedInHere(previous.scope) });
    if (!scope) return;
    if (lastScope !== null && lastScope !== scope) {
      // Another account is shown: nothing in memory of the one left may reach its pages.
      void queryClient().cancelQueries();
      queryClient().clear();
    }
    lastScope = scope;
    // Data of accounts no tab holds goes when one signs in (the shared-computer rule).
    void wipeDeviceData({
      except: accounts
        .list()
        .map((account) => account.scope)
        .concat(scope),
    });
  };
  session.subscribe(follow);
  follow();

  const whenShown = (scope: string) =>
    connection?.scope === scope ? connection.ready : Promise.resolve(null);

  return {
    persist: (scope, queryFn, context, query) =>
      whenShown(scope).then((opened) =>
        opened?.cache ? opened.cache.persist(queryFn, context, query) : queryFn(context),
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
      await disconnect(current, { wipe: false });
      if (!keep) await wipeDeviceData({ only: current.scope, cacheOnly: true });
    },
  };
};
