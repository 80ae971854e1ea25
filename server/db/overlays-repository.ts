import type { Db } from './connection';
import { ownedRows } from './owned-rows';

export interface OverlayRow {
  id: number;
  type: string;
  name: string;
  date: string;
}

/** The call to action a visitor sees over a framed destination. */
export interface OverlayContent {
  message: string;
  button_label: string;
  button_url: string;
}

/** CTA overlays: listed only (the demo data creates them). */
export const overlaysRepository = (db: Db) => {
  return {
    ...ownedRows<OverlayRow>(db, 'overlays', 'id, type, name, created_at AS date'),
    content: ownedRows<OverlayContent>(db, 'overlays', 'message, button_label, button_url').own,
  };
};
