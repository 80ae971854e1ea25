import { json } from '../http/respond';
import { Hono } from 'hono';
import { z } from 'zod/mini';
import {
  channelCreateSchema,
  channelItemTypeSchema,
  channelUpdateSchema,
  type ChannelItemType,
} from '../../src/api/channels';
import { HttpError, notFound } from '../http/errors';
import { listBody, readPagination } from '../http/list';
import type { AppEnv, Deps } from '../http/types';
import { parseBody, parseId } from '../http/validate';
import { timestamp } from '../util';
import { LINK_COLUMNS, LINK_FROM, linkView, type LinkRow } from './links';
import { qrName } from './qr-codes';

interface ChannelRow {
  id: number;
  name: string;
  description: string;
  color: string;
  starred: number;
}

const channelView = (row: ChannelRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  color: row.color,
  starred: row.starred === 1,
});

const ITEM_NAMES: Record<ChannelItemType, string> = {
  links: 'short link',
  bio: 'bio page',
  qr: 'QR code',
};

interface ItemView {
  type: ChannelItemType;
  id: number;
  title: string;
  preview: string;
  link: string;
  date: string;
}

export const channelRoutes = ({ db, urls }: Deps) => {
  const app = new Hono<AppEnv>();
  const count = db
    .prepare<[number], number>('SELECT COUNT(*) FROM channels WHERE user_id = ?')
    .pluck();
  const page = db.prepare<[number, number, number], ChannelRow>(
    `SELECT id, name, description, color, starred FROM channels WHERE user_id = ?
     ORDER BY id DESC LIMIT ? OFFSET ?`,
  );
  const own = db.prepare<[number, number], ChannelRow>(
    'SELECT id, name, description, color, starred FROM channels WHERE id = ? AND user_id = ?',
  );
  const itemCount = db
    .prepare<[number], number>('SELECT COUNT(*) FROM channel_items WHERE channel_id = ?')
    .pluck();
  const itemPage = db.prepare<
    [number, number, number],
    { item_type: ChannelItemType; item_id: number }
  >(
    `SELECT item_type, item_id FROM channel_items WHERE channel_id = ?
     ORDER BY created_at DESC, item_type, item_id DESC LIMIT ? OFFSET ?`,
  );
  const getLink = db.prepare<[number, number], LinkRow>(
    `SELECT ${LINK_COLUMNS} FROM ${LINK_FROM} WHERE l.id = ? AND l.user_id = ?`,
  );
  const getBio = db.prepare<
    [number, number],
    { id: number; alias: string; name: string; created_at: string }
  >('SELECT id, alias, name, created_at FROM bio_pages WHERE id = ? AND user_id = ?');
  const getQr = db.prepare<
    [number, number],
    { id: number; code: string; name: string; type: string; created_at: string }
  >('SELECT id, code, name, type, created_at FROM qr_codes WHERE id = ? AND user_id = ?');

  /** The listing entry of one item, or undefined when the user has no such item. */
  const itemView = (type: ChannelItemType, id: number, userId: number): ItemView | undefined => {
    if (type === 'links') {
      const row = getLink.get(id, userId);
      if (!row) return undefined;
      const view = linkView(urls, row);
      return {
        type,
        id,
        title: row.title || row.url,
        preview: row.url,
        link: view.shorturl,
        date: row.created_at.slice(0, 10),
      };
    }
    if (type === 'bio') {
      const row = getBio.get(id, userId);
      if (!row) return undefined;
      const link = urls.bio(row.alias);
      return { type, id, title: row.name, preview: link, link, date: row.created_at.slice(0, 10) };
    }
    const row = getQr.get(id, userId);
    if (!row) return undefined;
    const link = urls.qr(row.code);
    return { type, id, title: qrName(row), preview: link, link, date: row.created_at.slice(0, 10) };
  };

  app.get('/channels', (c) => {
    const p = readPagination(c);
    const userId = c.get('userId');
    const rows = page.all(userId, p.limit, (p.page - 1) * p.limit);
    return json(c, listBody('channels', rows.map(channelView), count.get(userId) ?? 0, p));
  });

  app.get('/channel/:id', (c) => {
    const userId = c.get('userId');
    const id = parseId(c.req.param('id'));
    const p = readPagination(c);
    if (!own.get(id, userId)) throw notFound('channel', id);
    const items = itemPage
      .all(id, p.limit, (p.page - 1) * p.limit)
      .map((r) => itemView(r.item_type, r.item_id, userId))
      .filter((item): item is ItemView => item !== undefined);
    return json(c, listBody('items', items, itemCount.get(id) ?? 0, p));
  });

  app.post('/channel/add', async (c) => {
    const input = await parseBody(c, channelCreateSchema);
    const info = db
      .prepare(
        `INSERT INTO channels (user_id, name, description, color, starred, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        c.get('userId'),
        input.name,
        input.description ?? '',
        input.color ?? '',
        input.starred ? 1 : 0,
        timestamp(),
      );
    const row = own.get(Number(info.lastInsertRowid), c.get('userId')) as ChannelRow;
    return json(c, { error: 0, ...channelView(row) });
  });

  app.post('/channel/:id/assign/:type/:itemid', (c) => {
    const userId = c.get('userId');
    const channelId = parseId(c.req.param('id'));
    const type = z.safeParse(channelItemTypeSchema, c.req.param('type'));
    if (!type.success) throw new HttpError(400, type.error.issues[0].message);
    const itemId = parseId(c.req.param('itemid'));
    if (!own.get(channelId, userId)) throw notFound('channel', channelId);
    if (!itemView(type.data, itemId, userId)) throw notFound(ITEM_NAMES[type.data], itemId);
    const added = db
      .prepare(
        'INSERT OR IGNORE INTO channel_items (channel_id, item_type, item_id, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(channelId, type.data, itemId, timestamp()).changes;
    return json(c, {
      error: 0,
      message: added ? 'Item added to the channel.' : 'The item is already in this channel.',
    });
  });

  app.put('/channel/:id/update', async (c) => {
    const userId = c.get('userId');
    const id = parseId(c.req.param('id'));
    const input = await parseBody(c, channelUpdateSchema);
    const row = own.get(id, userId);
    if (!row) throw notFound('channel', id);
    db.prepare(
      'UPDATE channels SET name = ?, description = ?, color = ?, starred = ? WHERE id = ?',
    ).run(
      input.name ?? row.name,
      input.description ?? row.description,
      input.color ?? row.color,
      input.starred === undefined ? row.starred : input.starred ? 1 : 0,
      id,
    );
    // The contract answers a message; real instances answer the channel: send both.
    return json(c, {
      error: 0,
      message: 'Channel updated.',
      ...channelView(own.get(id, userId) as ChannelRow),
    });
  });

  app.delete('/channel/:id/delete', (c) => {
    const id = parseId(c.req.param('id'));
    if (!own.get(id, c.get('userId'))) throw notFound('channel', id);
    // channel_items rows go with it (ON DELETE CASCADE): the items themselves stay.
    db.prepare('DELETE FROM channels WHERE id = ?').run(id);
    return json(c, {
      error: 0,
      message: 'Channel deleted. Its items were unassigned, not deleted.',
    });
  });

  return app;
};
