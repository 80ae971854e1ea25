import {
  experimental_createQueryPersister,
  type AsyncStorage,
  type PersistedQuery,
} from '@tanstack/query-persist-client-core';
import type { Query, QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { del, entries, get, set, type UseStore } from 'idb-keyval';
import {
  closeDeviceStore,
  databaseName,
  DEVICE_DATA_MAX_AGE_MS,
  openDeviceStore,
} from '../lib/device-store';
import { whenIdle } from '../lib/when-idle';

/**
 * The query cache kept on this device, in the account's cache database (lib/device-store.ts)
 * (docs/decisions/0008-budget-aware-data-engine.md). Loaded only once someone is signed in.
 *
 * Every fetch of a query passes `persist`: with nothing in memory it answers from the device
 * (0 requests); otherwise it fetches and stores the answer. Tabs of one account fetch a query
 * one at a time (a Web Lock per query), and a tab that waited uses what the other just fetched.
 */

/** Bumped when the shape of stored data changes: entries of another version are discarded. */
const CACHE_VERSION = '1';
const PREFIX = 'q';

export interface DeviceCache {
  persist<T>(
    queryFn: (context: QueryFunctionContext) => T | Promise<T>,
    context: QueryFunctionContext,
    query: Query,
  ): Promise<T>;
  /** Drops stored entries under these keys (after a change, so a reload does not show old data). */
  forget(queryKeys: readonly QueryKey[]): Promise<void>;
  /** Notes that these queries' data became outdated now (by a change here or in another tab). */
  markOutdated(queryClient: QueryClient, queryKeys: readonly QueryKey[]): void;
  /** Stops writing and closes the database, so it can be deleted. */
  close(): Promise<void>;
}

const isPersistedQuery = (value: unknown): value is PersistedQuery =>
  typeof value === 'object' &&
  value !== null &&
  'state' in value &&
  'queryHash' in value &&
  typeof (value as { queryHash: unknown }).queryHash === 'string';

/** IndexedDB that never throws: unavailable or failing storage means "nothing stored". */
const safeStorage = (
  store: UseStore,
): AsyncStorage<PersistedQuery> & { entries: () => Promise<[string, PersistedQuery][]> } => ({
  getItem: (key) => get<PersistedQuery>(key, store).catch(() => undefined),
  setItem: (key, value) => set(key, value, store).catch(() => undefined),
  removeItem: (key) => del(key, store).catch(() => undefined),
  entries: () => entries<string, PersistedQuery>(store).catch(() => []),
});

const withLock = <T>(name: string, work: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request(name, work)
    : work();

const nextMacrotask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * `queryClient`: the shown account's, whose changes and earlier answers are kept too. Without
 * it (another account of the tab; see docs/decisions/0034-accounts-in-one-tab.md), only what
 * `persist` fetches is kept.
 */
export const openDeviceCache = (scope: string, queryClient?: QueryClient): DeviceCache => {
  const store = openDeviceStore('cache', scope);
  if (!store) throw new Error('IndexedDB is not available.');
  const storage = safeStorage(store);
  const persister = experimental_createQueryPersister<PersistedQuery>({
    storage,
    buster: CACHE_VERSION,
    maxAge: DEVICE_DATA_MAX_AGE_MS,
    prefix: PREFIX,
    serialize: (query) => query,
    deserialize: (stored) => {
      if (!isPersistedQuery(stored)) throw new Error('Not a stored query.');
      return stored;
    },
  });
  // Reads every stored entry to drop the expired ones: after the first screen, not before it.
  whenIdle(() => void persister.persisterGc().catch(() => undefined));

  // Data set by hand (an optimistic change) is kept too; fetched data is kept by `persist`.
  const stopKeepingChanges =
    queryClient?.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && event.action.manual)
        void persister.persistQuery(event.query);
    }) ?? (() => {});

  /** When each query's data last became outdated, so only newer data is taken as fresh. */
  const outdatedAt = new Map<string, number>();

  /**
   * Data newer than what this tab had when it asked (`since`) and than the last change: put in
   * memory by another tab's broadcast while this one waited for the lock, or stored by it.
   */
  const fresherThan = async (query: Query, since: number) => {
    const threshold = Math.max(since, outdatedAt.get(query.queryHash) ?? 0);
    if (query.state.data !== undefined && query.state.dataUpdatedAt > threshold)
      return { data: query.state.data };
    const stored = await storage.getItem(`${PREFIX}-${query.queryHash}`);
    if (
      isPersistedQuery(stored) &&
      stored.buster === CACHE_VERSION &&
      stored.state.dataUpdatedAt > threshold &&
      Date.now() - stored.state.dataUpdatedAt < DEVICE_DATA_MAX_AGE_MS &&
      stored.state.data !== undefined
    ) {
      const { dataUpdatedAt } = stored.state;
      setTimeout(() => query.setState({ dataUpdatedAt }), 0);
      return { data: stored.state.data };
    }
    return null;
  };

  // What was fetched before the cache opened (the account, fetched by the sign-in check).
  for (const query of queryClient?.getQueryCache().getAll() ?? [])
    if (query.state.status === 'success') void persister.persistQuery(query);

  return {
    persist(queryFn, context, query) {
      const since = query.state.data === undefined ? 0 : query.state.dataUpdatedAt;
      return new Promise((resolve, reject) => {
        void withLock(`${databaseName('cache', scope)}:${query.queryHash}`, async () => {
          try {
            const fresher = await fresherThan(query, since);
            if (fresher) {
              resolve(fresher.data as Awaited<ReturnType<typeof queryFn>>);
              return;
            }
            resolve(await persister.persisterFn(queryFn, context, query));
            // Hold the lock until the answer is stored, so a waiting tab finds it there.
            await nextMacrotask();
            if (query.state.status === 'success') await persister.persistQuery(query);
          } catch (error) {
            reject(error);
          }
        });
      });
    },
    async forget(queryKeys) {
      for (const queryKey of queryKeys) await persister.removeQueries({ queryKey });
    },
    async close() {
      stopKeepingChanges();
      await closeDeviceStore(store);
    },
    markOutdated(queryClient, queryKeys) {
      const at = Date.now();
      for (const queryKey of queryKeys)
        for (const query of queryClient.getQueryCache().findAll({ queryKey }))
          outdatedAt.set(query.queryHash, at);
    },
  };
};
