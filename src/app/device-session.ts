import type { QueryClient, QueryPersister } from '@tanstack/react-query';
import type { RequestScheduler } from '../api/scheduler';
import type { DeviceData, SessionStore } from '../resources/session';
import type { DeviceCache } from './device-cache';
import { canKeepDeviceData, isKeepingDeviceData, setKeepingDeviceData } from './device-data';
import type { DataChange } from './query-client';
import type { TabSync } from './tab-sync';

/**
 * Follows the session: while an account is signed in, its device cache and its link to the
 * account's other tabs are open (both load after sign-in, so the sign-in page stays light);
 * signing out, an expired key or another account signing in wipes what was kept.
 */
export interface DeviceSession extends DeviceData {
  persister: QueryPersister;
  /** A change made here: dropped from the device cache and told to the other tabs. */
  onDataChange(change: DataChange): void;
}

interface Connection {
  scope: string;
  ready: Promise<{ cache: DeviceCache | null; tabs: TabSync }>;
}

export const createDeviceSession = ({
  session,
  scheduler,
  queryClient,
  onSignedOutElsewhere,
}: {
  session: SessionStore;
  scheduler: RequestScheduler;
  queryClient: () => QueryClient;
  onSignedOutElsewhere: () => void;
}): DeviceSession => {
  let connection: Connection | null = null;

  const wipeData = async (options: { except?: string; only?: string; cacheOnly?: boolean }) =>
    (await import('../lib/device-store')).wipeDeviceData(options);

  const openCache = async (scope: string) =>
    canKeepDeviceData()
      ? (await import('./device-cache')).openDeviceCache(scope, queryClient())
      : null;

  const connect = (scope: string): Connection => ({
    scope,
    ready: Promise.all([openCache(scope), import('./tab-sync')]).then(
      ([cache, { connectTabs }]) => ({
        cache,
        tabs: connectTabs({
          scope,
          scheduler,
          queryClient: queryClient(),
          cache,
          onSignedOutElsewhere,
        }),
      }),
    ),
  });

  const disconnect = async (closing: Connection, { wipe }: { wipe: boolean }) => {
    const { cache, tabs } = await closing.ready;
    if (wipe) tabs.announceSignOut();
    tabs.close();
    await cache?.close();
    if (wipe) await wipeData({ only: closing.scope });
  };

  const follow = () => {
    const scope = session.get()?.scope ?? null;
    if (connection?.scope === scope) return;
    const previous = connection;
    connection = scope ? connect(scope) : null;
    if (previous) void disconnect(previous, { wipe: true });
    else if (scope) scheduler.reset();
    // One account's data on a device at a time: another account's goes when this one signs in.
    if (scope) void wipeData({ except: scope });
  };
  session.subscribe(follow);
  follow();

  return {
    persister: (queryFn, context, query) => {
      const current = connection;
      if (!current) return Promise.resolve(queryFn(context));
      return current.ready.then(({ cache }) =>
        cache ? cache.persist(queryFn, context, query) : queryFn(context),
      );
    },
    onDataChange(change) {
      const current = connection;
      if (!current) return;
      void current.ready.then(({ cache, tabs }) => {
        tabs.announceChange(change);
        return cache?.forget([...change.invalidates, ...change.marksStale]);
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
      if (!keep) await wipeData({ only: current.scope, cacheOnly: true });
    },
  };
};
