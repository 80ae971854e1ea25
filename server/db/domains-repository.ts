import { timestamp } from '../util';
import type { Db } from './connection';
import { ownedRows } from './owned-rows';

export interface DomainRow {
  id: number;
  domain: string;
  redirectroot: string;
  redirect404: string;
}

export interface DomainRedirects {
  redirectroot: string;
  redirect404: string;
}

export const domainsRepository = (db: Db) => {
  const owned = ownedRows<DomainRow>(db, 'domains', 'id, domain, redirectroot, redirect404');
  const taken = db
    .prepare<[string, string], number>('SELECT id FROM domains WHERE domain = ? OR host = ?')
    .pluck();
  const idOf = db
    .prepare<[string, number], number>('SELECT id FROM domains WHERE domain = ? AND user_id = ?')
    .pluck();
  const byHost = db.prepare<[string], DomainRedirects & { user_id: number }>(
    'SELECT user_id, redirectroot, redirect404 FROM domains WHERE host = ?',
  );
  const insert = db.prepare(
    `INSERT INTO domains (user_id, domain, host, redirectroot, redirect404, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare('UPDATE domains SET redirectroot = ?, redirect404 = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM domains WHERE id = ?');

  return {
    ...owned,
    /** Whether any account already added this origin or host. */
    isTaken: (domain: string, host: string): boolean => taken.get(domain, host) !== undefined,
    /** The id of the user's branded domain with this origin. */
    idOf: (domain: string, userId: number): number | undefined => idOf.get(domain, userId),
    /** The branded domain a request's Host names, whoever owns it. */
    byHost: (host: string) => byHost.get(host),
    create: (userId: number, domain: string, host: string, redirects: DomainRedirects): number =>
      Number(
        insert.run(userId, domain, host, redirects.redirectroot, redirects.redirect404, timestamp())
          .lastInsertRowid,
      ),
    update: (id: number, redirects: DomainRedirects): void => {
      update.run(redirects.redirectroot, redirects.redirect404, id);
    },
    remove: (id: number): void => {
      remove.run(id);
    },
  };
};
