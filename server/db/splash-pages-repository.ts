import type { Db } from './connection';
import { ownedRows } from './owned-rows';

export interface SplashPageRow {
  id: number;
  name: string;
  date: string;
}

/** Splash pages: listed only (the demo data creates them). */
export const splashPagesRepository = (db: Db) =>
  ownedRows<SplashPageRow>(db, 'splash_pages', 'id, name, created_at AS date');
