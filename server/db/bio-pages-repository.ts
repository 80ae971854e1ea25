import type { Db } from './connection';
import { ownedRows } from './owned-rows';

export interface BioPageRow {
  id: number;
  alias: string;
  name: string;
  created_at: string;
}

export const bioPagesRepository = (db: Db) => {
  const owned = ownedRows<BioPageRow>(db, 'bio_pages', 'id, alias, name, created_at');
  const byAlias = db.prepare<[string], { name: string; user_id: number }>(
    'SELECT name, user_id FROM bio_pages WHERE alias = ?',
  );
  return {
    own: owned.own,
    /** A bio page as a visitor opens it. */
    byAlias: (alias: string) => byAlias.get(alias),
  };
};
