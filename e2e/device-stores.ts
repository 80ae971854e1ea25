import type { Page } from '@playwright/test';

/**
 * Everything this origin keeps on the device, as text: every IndexedDB database and object store
 * (keys and values), localStorage, sessionStorage and Cache Storage (each cached request and its
 * body). A secret that appears nowhere in it is not kept on the device. `except`: strings blanked
 * out first (the API key in sessionStorage, which is the session's and not under test).
 */
export const deviceStoresText = (page: Page, except: readonly string[] = []) =>
  page.evaluate(async (except) => {
    const parts: string[] = [];
    const text = (value: unknown) => {
      try {
        return JSON.stringify(value);
      } catch {
        return String(value);
      }
    };
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase | null>((resolve) => {
        const request = indexedDB.open(name);
        // A database deleted since the listing is not made again by looking.
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(null);
      });
      if (!db) continue;
      for (const store of [...db.objectStoreNames]) {
        const objects = db.transaction(store).objectStore(store);
        const [keys, values] = await Promise.all(
          [objects.getAllKeys(), objects.getAll()].map(
            (request) =>
              new Promise<unknown[]>((resolve) => {
                request.onsuccess = () => resolve(request.result as unknown[]);
                request.onerror = () => resolve([]);
              }),
          ),
        );
        parts.push(`idb ${name}/${store}: ${text(keys)} ${text(values)}`);
      }
      db.close();
    }
    for (const storage of [localStorage, sessionStorage])
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i) ?? '';
        parts.push(`storage ${key}: ${storage.getItem(key)}`);
      }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        parts.push(`cache ${name} ${request.url}: ${(await response?.text()) ?? ''}`);
      }
    }
    let all = parts.join('\n');
    for (const secret of except) all = all.split(secret).join('[left out]');
    return all;
  }, except);
