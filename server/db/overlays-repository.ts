import type { Db } from './connection';
import { ownedRows } from './owned-rows';

export interface OverlayRow {
  id: number;
  type: string;
  name: string;
  date: string;
}

/** CTA overlays: listed only (the demo data creates them). */
export const overlaysRepository = (db: Db) =>
  ownedRows<OverlayRow>(db, 'overlays', 'id, type, name, created_at AS date');
