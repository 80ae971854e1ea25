import type { Db } from './connection';
import { ownedRows } from './owned-rows';

export interface SplashPageRow {
  id: number;
  name: string;
  date: string;
}

/** What a visitor sees on one of the account's splash pages. */
export interface SplashContent {
  name: string;
  message: string;
}

/** Splash pages: listed only (the demo data creates them). */
export const splashPagesRepository = (db: Db) => {
  return {
    ...ownedRows<SplashPageRow>(db, 'splash_pages', 'id, name, created_at AS date'),
    content: ownedRows<SplashContent>(db, 'splash_pages', 'name, message').own,
  };
};
