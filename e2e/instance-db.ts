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
