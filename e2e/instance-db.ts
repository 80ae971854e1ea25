import Database from 'better-sqlite3';
import type { RunningServer } from './server';

/**
 * Rows straight from the API instance's database (read only): what the server really stored,
 * including what a real instance does not report back.
 */
export const instanceRows = <T = Record<string, unknown>>(
  server: RunningServer,
  sql: string,
  ...params: unknown[]
): T[] => {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
};

/**
 * Changes rows straight in the instance's database, as an older version or another process may
 * have left them, then waits until the running server has noticed: it re-reads another process's
 * changes at most every 500 ms (docs/decisions/0021-server-storage-and-caches.md).
 */
export const changeInstanceRows = async (
  server: RunningServer,
  sql: string,
  ...params: unknown[]
): Promise<void> => {
  const db = new Database(server.databasePath);
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
  await new Promise((resolve) => setTimeout(resolve, 600));
};
