import type { ChannelItemType } from '../../src/api/channels';
import type { Pagination } from '../../src/api/fields';
import { timestamp } from '../util';
import type { Db } from './connection';
import { ownedRows, type RowPage } from './owned-rows';

export interface ChannelRow {
  id: number;
  name: string;
  description: string;
  color: string;
  starred: number;
}

export interface ChannelItemRow {
  item_type: ChannelItemType;
  item_id: number;
}

export const channelView = (row: ChannelRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  color: row.color,
  starred: row.starred === 1,
});

export type ChannelFields = Omit<ChannelRow, 'id' | 'starred'> & { starred: boolean };

export const channelsRepository = (db: Db) => {
  const owned = ownedRows<ChannelRow>(db, 'channels', 'id, name, description, color, starred');
  const insert = db.prepare(
    `INSERT INTO channels (user_id, name, description, color, starred, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare(
    'UPDATE channels SET name = ?, description = ?, color = ?, starred = ? WHERE id = ?',
  );
  const remove = db.prepare('DELETE FROM channels WHERE id = ?');
  const itemCount = db
    .prepare<[number], number>('SELECT COUNT(*) FROM channel_items WHERE channel_id = ?')
    .pluck();
  const itemPage = db.prepare<[number, number, number], ChannelItemRow>(
    `SELECT item_type, item_id FROM channel_items WHERE channel_id = ?
     ORDER BY created_at DESC, item_type, item_id DESC LIMIT ? OFFSET ?`,
  );
  const addItem = db.prepare(
    'INSERT OR IGNORE INTO channel_items (channel_id, item_type, item_id, created_at) VALUES (?, ?, ?, ?)',
  );

  return {
    ...owned,
    create: (userId: number, fields: ChannelFields): number =>
      Number(
        insert.run(
          userId,
          fields.name,
          fields.description,
          fields.color,
          fields.starred ? 1 : 0,
          timestamp(),
        ).lastInsertRowid,
      ),
    update: (id: number, fields: ChannelFields): void => {
      update.run(fields.name, fields.description, fields.color, fields.starred ? 1 : 0, id);
    },
    /** Its memberships go with it (ON DELETE CASCADE); the items themselves stay. */
    remove: (id: number): void => {
      remove.run(id);
    },
    items: (channelId: number, { page, limit }: Pagination): RowPage<ChannelItemRow> => ({
      rows: itemPage.all(channelId, limit, (page - 1) * limit),
      total: itemCount.get(channelId) ?? 0,
    }),
    /** Whether the item was added (false: it was in the channel already). */
    addItem: (channelId: number, type: ChannelItemType, itemId: number): boolean =>
      addItem.run(channelId, type, itemId, timestamp()).changes > 0,
  };
};
