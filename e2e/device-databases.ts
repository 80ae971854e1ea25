import type { Page } from '@playwright/test';

/**
 * This origin's Linkdeck IndexedDB databases whose names start with `prefix` (the page caches
 * `linkdeck-cache-*`, the jobs `linkdeck-jobs-*`), each with how many entries it holds.
 * Looking never creates one: a database deleted between the listing and its opening (a
 * sign-out's wipe finishing) would otherwise be made again, empty, by `indexedDB.open`, and
 * stay for every later look.
 */
export const deviceDatabases = (page: Page, prefix = 'linkdeck-') =>
  page.evaluate(async (prefix) => {
    const names = (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .filter((name) => name.startsWith(prefix));
    const counts: Record<string, number> = {};
    for (const name of names) {
      const count = await new Promise<number | null>((resolve) => {
        const request = indexedDB.open(name);
        // Only a database that no longer exists is upgraded from version 0: gone, not made.
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onsuccess = () => {
          const db = request.result;
          const stores = [...db.objectStoreNames];
          if (stores.length === 0) {
            db.close();
            return resolve(0);
          }
          let total = 0;
          const transaction = db.transaction(stores);
          for (const store of stores)
            transaction.objectStore(store).count().onsuccess = (event) =>
              (total += (event.target as IDBRequest<number>).result);
          transaction.oncomplete = () => {
            db.close();
            resolve(total);
          };
        };
        request.onerror = () => resolve(request.error?.name === 'AbortError' ? null : -1);
      });
      if (count !== null) counts[name] = count;
    }
    return counts;
  }, prefix);
