import { createStore, keys, type UseStore } from 'idb-keyval';
import { DEVICE_DATA_MAX_AGE_MS } from './account-scope';
import { whileUnheld } from './account-presence';

/**
 * The one owner of what this dashboard keeps in IndexedDB (see
 * docs/decisions/0008-budget-aware-data-engine.md and 0010-bulk-jobs.md): per account scope, a
 * database of cached queries and one of bulk jobs, both named here, opened here, and deleted here.
 * The query cache (app/device-cache.ts) and the job store (features/jobs) only read and write
 * entries in what this opens. Loaded only after sign-in.
 */

export { DEVICE_DATA_MAX_AGE_MS };

const DATABASES = {
  /** The query cache (TanStack's persister): its entries expire after 24 hours. */
  cache: { prefix: 'linkdeck-cache-', store: 'queries' },
  /** Bulk jobs: the person's unfinished work, also kept when caching is turned off. */
  jobs: { prefix: 'linkdeck-jobs-', store: 'jobs' },
} as const;
export type DeviceDatabase = keyof typeof DATABASES;

export const databaseName = (kind: DeviceDatabase, scope: string) =>
  `${DATABASES[kind].prefix}${scope}`;

/**
 * An account's database, or null where IndexedDB is unavailable. It closes itself when another
 * tab deletes it (a sign-out there must not wait for this tab).
 */
export const openDeviceStore = (kind: DeviceDatabase, scope: string): UseStore | null => {
  if (typeof indexedDB === 'undefined') return null;
  try {
    const store = createStore(databaseName(kind, scope), DATABASES[kind].store);
    void store('readonly', (objects) => {
      const { db } = objects.transaction;
      db.onversionchange = () => db.close();
    }).catch(() => undefined);
    return store;
  } catch {
    return null;
  }
};

/** Closes a database this tab opened, so it can be deleted. */
export const closeDeviceStore = async (store: UseStore | null) => {
  await store?.('readonly', (objects) => objects.transaction.db.close()).catch(() => undefined);
};

/** Whether an account's database holds anything (it is closed again at once). */
export const hasDeviceEntries = async (kind: DeviceDatabase, scope: string) => {
  const store = openDeviceStore(kind, scope);
  if (!store) return false;
  try {
    return (await keys(store)).length > 0;
  } catch {
    return false;
  } finally {
    await closeDeviceStore(store);
  }
};

const deleteDatabase = (name: string) =>
  new Promise<void>((resolve) => {
    try {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });

/**
 * Deletes this device's data of one account (`only`), or of every account no tab holds
 * (lib/account-presence.ts) but `except` (this tab's own): its query cache and its bulk jobs.
 * `cacheOnly` keeps the jobs (the setting "Keep data on this device" turned off: jobs are the
 * person's unfinished work; see docs/decisions/0010-bulk-jobs.md).
 */
export const wipeDeviceData = async (
  options: { except?: readonly string[]; only?: string; cacheOnly?: boolean } = {},
) => {
  if (typeof indexedDB === 'undefined') return;
  const kinds: DeviceDatabase[] = options.cacheOnly ? ['cache'] : ['cache', 'jobs'];
  const wipe = (scope: string) =>
    Promise.all(kinds.map((kind) => deleteDatabase(databaseName(kind, scope)))).then(() => {});
  if (options.only) return wipe(options.only);
  const kept = new Set(options.except);
  const scopes = new Set(
    (await indexedDB.databases().catch(() => []))
      .map((db) => db.name ?? '')
      .flatMap((name) =>
        kinds
          .map((kind) => DATABASES[kind].prefix)
          .filter((prefix) => name.startsWith(prefix))
          .map((prefix) => name.slice(prefix.length)),
      )
      .filter((scope) => !kept.has(scope)),
  );
  await Promise.all([...scopes].map((scope) => whileUnheld(scope, () => wipe(scope))));
};
