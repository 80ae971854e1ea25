import { json } from '../http/respond';
import { Hono } from 'hono';
import { z } from 'zod/mini';
import { normaliseDomain } from '../../src/api/domains';
import { paginationSchema } from '../../src/api/fields';
import { linkCreateSchema, linkOrderSchema, linkUpdateSchema } from '../../src/api/links';
import type { Db } from '../db/connection';
import { fieldError, notFound } from '../http/errors';
import { listBody } from '../http/list';
import type { AppEnv, Deps } from '../http/types';
import { parseBody, parseId, parseQuery } from '../http/validate';
import type { PublicUrls } from '../urls';
import { timestamp, uniqueAlias } from '../util';
import { forgetVisits, statsReader } from '../visits';

export interface LinkRow {
  id: number;
  alias: string;
  url: string;
  title: string;
  description: string;
  branded: string | null;
  clicks: number;
  unique_clicks: number;
  created_at: string;
}

export const LINK_COLUMNS = `l.id, l.alias, l.url, l.title, l.description, d.domain AS branded,
  l.clicks, l.unique_clicks, l.created_at`;
export const LINK_FROM = 'links l LEFT JOIN domains d ON d.id = l.domain_id';

/** A link as real instances list it. */
export const linkView = (urls: PublicUrls, row: LinkRow) => ({
  id: row.id,
  alias: row.alias,
  shorturl: urls.shortLink(row.alias, row.branded),
  longurl: row.url,
  clicks: row.clicks,
  uniqueclicks: row.unique_clicks,
  title: row.title,
  description: row.description,
  date: row.created_at,
});

const linkQuerySchema = z.strictObject({
  ...paginationSchema.shape,
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(200, { error: 'q can be at most 200 characters.' })),
  ),
  order: z.optional(linkOrderSchema),
});

/** Looks up the branded domain the user named, or answers a 400 on the `domain` field. */
const brandedDomainId = (db: Db, userId: number, value: string | undefined): number | null => {
  if (value === undefined || value === '') return null;
  let origin: string;
  try {
    origin = normaliseDomain(value);
  } catch {
    throw fieldError(
      'domain',
      'Domain must be one of your branded domains, like https://go.example.com.',
    );
  }
  const id = db
    .prepare<[string, number], number>('SELECT id FROM domains WHERE domain = ? AND user_id = ?')
    .pluck()
    .get(origin, userId);
  if (id === undefined)
    throw fieldError(
      'domain',
      `${origin} is not one of your branded domains. Add it first, or leave the domain empty.`,
    );
  return id;
};

export const linkRoutes = ({ db, urls }: Deps) => {
  const app = new Hono<AppEnv>();
  const own = db.prepare<[number, number], LinkRow>(
    `SELECT ${LINK_COLUMNS} FROM ${LINK_FROM} WHERE l.id = ? AND l.user_id = ?`,
  );
  const aliasOwner = db.prepare<[string], number>('SELECT id FROM links WHERE alias = ?').pluck();
  const stats = statsReader(db);
  const freeAlias = () => uniqueAlias((a) => aliasOwner.get(a) === undefined);
  const checkAlias = (alias: string, selfId?: number) => {
    const owner = aliasOwner.get(alias);
    if (owner !== undefined && owner !== selfId)
      throw fieldError('custom', `The alias "${alias}" is taken. Choose another one.`);
  };

  app.get('/urls', (c) => {
    const query = parseQuery(c, linkQuerySchema);
    const userId = c.get('userId');
    const q = query.q ?? '';
    const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const where = `l.user_id = ? AND (? = '' OR l.url LIKE ? ESCAPE '\\' OR l.alias LIKE ? ESCAPE '\\'
      OR l.title LIKE ? ESCAPE '\\' OR l.description LIKE ? ESCAPE '\\')`;
    const params = [userId, q, like, like, like, like];
    const total = db
      .prepare(`SELECT COUNT(*) FROM links l WHERE ${where}`)
      .pluck()
      .get(...params) as number;
    const order = query.order === 'click' ? 'l.clicks DESC, l.id DESC' : 'l.id DESC';
    const rows = db
      .prepare(
        `SELECT ${LINK_COLUMNS} FROM ${LINK_FROM} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
      )
      .all(...params, query.limit, (query.page - 1) * query.limit) as LinkRow[];
    return json(
      c,
      listBody(
        'urls',
        rows.map((r) => linkView(urls, r)),
        total,
        query,
      ),
    );
  });

  app.get('/url/:id', (c) => {
    const id = parseId(c.req.param('id'));
    const row = own.get(id, c.get('userId'));
    if (!row) throw notFound('short link', id);
    return json(c, {
      error: 0,
      id: row.id,
      details: linkView(urls, row),
      data: stats('s', row.id, row.clicks, row.unique_clicks),
    });
  });

  app.post('/url/add', async (c) => {
    const userId = c.get('userId');
    const input = await parseBody(c, linkCreateSchema);
    const domainId = brandedDomainId(db, userId, input.domain);
    if (input.custom) checkAlias(input.custom);
    const alias = input.custom || freeAlias();
    const info = db
      .prepare(
        `INSERT INTO links (user_id, alias, url, title, description, domain_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        userId,
        alias,
        input.url,
        input.metatitle ?? '',
        input.description ?? '',
        domainId,
        timestamp(),
      );
    const row = own.get(Number(info.lastInsertRowid), userId) as LinkRow;
    return json(c, { error: 0, id: row.id, shorturl: linkView(urls, row).shorturl });
  });

  app.put('/url/:id/update', async (c) => {
    const userId = c.get('userId');
    const id = parseId(c.req.param('id'));
    const input = await parseBody(c, linkUpdateSchema);
    const row = own.get(id, userId);
    if (!row) throw notFound('short link', id);
    const domainId =
      input.domain === undefined ? undefined : brandedDomainId(db, userId, input.domain);
    if (input.custom) checkAlias(input.custom, id);
    db.prepare(
      `UPDATE links SET url = ?, alias = ?, title = ?, description = ?,
       domain_id = CASE WHEN ? THEN ? ELSE domain_id END WHERE id = ?`,
    ).run(
      input.url ?? row.url,
      input.custom || row.alias,
      input.metatitle ?? row.title,
      input.description ?? row.description,
      domainId === undefined ? 0 : 1,
      domainId ?? null,
      id,
    );
    const updated = own.get(id, userId) as LinkRow;
    return json(c, { error: 0, id, shorturl: linkView(urls, updated).shorturl });
  });

  app.delete('/url/:id/delete', (c) => {
    const id = parseId(c.req.param('id'));
    if (!own.get(id, c.get('userId'))) throw notFound('short link', id);
    db.transaction(() => {
      db.prepare("DELETE FROM channel_items WHERE item_type = 'links' AND item_id = ?").run(id);
      forgetVisits(db, 's', id);
      db.prepare('DELETE FROM links WHERE id = ?').run(id);
    })();
    return json(c, { error: 0, message: 'Short link deleted.' });
  });

  return app;
};
