import type { PixelType } from '../../src/api/pixels';
import { timestamp } from '../util';
import type { Db } from './connection';
import { ownedRows } from './owned-rows';

export interface PixelRow {
  id: number;
  type: PixelType;
  name: string;
  tag: string;
  date: string;
}

export const pixelsRepository = (db: Db) => {
  const owned = ownedRows<PixelRow>(db, 'pixels', 'id, type, name, tag, created_at AS date');
  const insert = db.prepare(
    'INSERT INTO pixels (user_id, type, name, tag, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const update = db.prepare('UPDATE pixels SET name = ?, tag = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM pixels WHERE id = ?');
  return {
    ...owned,
    create: (userId: number, pixel: Pick<PixelRow, 'type' | 'name' | 'tag'>): number =>
      Number(insert.run(userId, pixel.type, pixel.name, pixel.tag, timestamp()).lastInsertRowid),
    update: (id: number, name: string, tag: string): void => {
      update.run(name, tag, id);
    },
    remove: (id: number): void => {
      remove.run(id);
    },
  };
};
