import type { Page } from '@playwright/test';

/**
 * This origin's Linkdeck IndexedDB databases whose names start with `prefix` (the page caches
 * `linkdeck-cache-*`, the jobs `linkdeck-jobs-*`), each with how many entries it holds.
 */
export const deviceDatabases = (page: Page, prefix = 'linkdeck-') =>
  page.evaluate(async (prefix) => {
    const names = (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .filter((name) => name.startsWith(prefix));
    const counts: Record<string, number> = {};
    for (const name of names)
      counts[name] = await new Promise<number>((resolve) => {
        const request = indexedDB.open(name);
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
        request.onerror = () => resolve(-1);
      });
    return counts;
  }, prefix);
