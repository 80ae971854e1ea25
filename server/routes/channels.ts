import { json } from '../http/respond';
import { Hono } from 'hono';
import { z } from 'zod/mini';
import {
  channelCreateSchema,
  channelItemTypeSchema,
  channelUpdateSchema,
  type ChannelItemType,
} from '../../src/api/channels';
import { channelView } from '../db/channels-repository';
import { linkView } from '../db/links-repository';
import { qrName } from '../db/qr-codes-repository';
import { HttpError, notFound } from '../http/errors';
import { listBody, readPagination } from '../http/list';
import type { AppEnv, Deps } from '../http/types';
import { parseBody, parseId } from '../http/validate';

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

export const channelRoutes = ({ repos, urls }: Deps) => {
  const app = new Hono<AppEnv>();
  const channels = repos.channels;

  /** The listing entry of one item, or undefined when the user has no such item. */
  const itemView = (type: ChannelItemType, id: number, userId: number): ItemView | undefined => {
    if (type === 'links') {
      const row = repos.links.own(id, userId);
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
      const row = repos.bioPages.own(id, userId);
      if (!row) return undefined;
      const link = urls.bio(row.alias);
      return { type, id, title: row.name, preview: link, link, date: row.created_at.slice(0, 10) };
    }
    const row = repos.qrCodes.own(id, userId);
    if (!row) return undefined;
    const link = urls.qr(row.code);
    return { type, id, title: qrName(row), preview: link, link, date: row.created_at.slice(0, 10) };
  };
  /** The channel as it is now stored. */
  const saved = (id: number, userId: number) => {
    const row = channels.own(id, userId);
    if (!row) throw notFound('channel', id);
    return channelView(row);
  };

  app.get('/channels', (c) => {
    const p = readPagination(c);
    const { rows, total } = channels.page(c.get('userId'), p);
    return json(c, listBody('channels', rows.map(channelView), total, p));
  });

  app.get('/channel/:id', (c) => {
    const userId = c.get('userId');
    const id = parseId(c.req.param('id'));
    const p = readPagination(c);
    if (!channels.own(id, userId)) throw notFound('channel', id);
    const { rows, total } = channels.items(id, p);
    const items = rows
      .map((r) => itemView(r.item_type, r.item_id, userId))
      .filter((item): item is ItemView => item !== undefined);
    return json(c, listBody('items', items, total, p));
  });

  app.post('/channel/add', async (c) => {
    const userId = c.get('userId');
    const input = await parseBody(c, channelCreateSchema);
    const id = channels.create(userId, {
      name: input.name,
      description: input.description ?? '',
      color: input.color ?? '',
      starred: input.starred ?? false,
    });
    return json(c, { error: 0, ...saved(id, userId) });
  });

  app.post('/channel/:id/assign/:type/:itemid', (c) => {
    const userId = c.get('userId');
    const channelId = parseId(c.req.param('id'));
    const type = z.safeParse(channelItemTypeSchema, c.req.param('type'));
    if (!type.success) throw new HttpError(400, type.error.issues[0].message);
    const itemId = parseId(c.req.param('itemid'));
    if (!channels.own(channelId, userId)) throw notFound('channel', channelId);
    if (!itemView(type.data, itemId, userId)) throw notFound(ITEM_NAMES[type.data], itemId);
    const added = channels.addItem(channelId, type.data, itemId);
    return json(c, {
      error: 0,
      message: added ? 'Item added to the channel.' : 'The item is already in this channel.',
    });
  });

  app.put('/channel/:id/update', async (c) => {
    const userId = c.get('userId');
    const id = parseId(c.req.param('id'));
    const input = await parseBody(c, channelUpdateSchema);
    const row = channels.own(id, userId);
    if (!row) throw notFound('channel', id);
    channels.update(id, {
      name: input.name ?? row.name,
      description: input.description ?? row.description,
      color: input.color ?? row.color,
      starred: input.starred ?? row.starred === 1,
    });
    // The contract answers a message; real instances answer the channel: send both.
    return json(c, { error: 0, message: 'Channel updated.', ...saved(id, userId) });
  });

  app.delete('/channel/:id/delete', (c) => {
    const id = parseId(c.req.param('id'));
    if (!channels.own(id, c.get('userId'))) throw notFound('channel', id);
    channels.remove(id);
    return json(c, {
      error: 0,
      message: 'Channel deleted. Its items were unassigned, not deleted.',
    });
  });

  return app;
};
