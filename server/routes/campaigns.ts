import { json } from '../http/respond';
import { Hono } from 'hono';
import { campaignCreateSchema, campaignUpdateSchema } from '../../src/api/campaigns';
import { fieldError, notFound } from '../http/errors';
import { listBody, readPagination } from '../http/list';
import type { AppEnv, Deps } from '../http/types';
import { parseBody, parseId } from '../http/validate';
import type { PublicUrls } from '../urls';
import { timestamp } from '../util';

export interface CampaignRow {
  id: number;
  name: string;
  slug: string | null;
  public: number;
  links: number;
}

const CAMPAIGN_COLUMNS = `c.id, c.name, c.slug, c.public,
  (SELECT COUNT(*) FROM links l WHERE l.campaign_id = c.id) AS links`;

export const campaignView = (urls: PublicUrls, row: CampaignRow) => ({
  id: row.id,
  name: row.name,
  public: row.public === 1,
  rotator: row.slug ? urls.rotator(row.slug) : (false as const),
  list: urls.campaignList(row.id),
  links: row.links,
});

/** Create and update answer the name under `domain` (contract) and `campaign` (real instances). */
const savedBody = (urls: PublicUrls, row: CampaignRow) => {
  const view = campaignView(urls, row);
  return {
    error: 0,
    id: view.id,
    domain: view.name,
    campaign: view.name,
    name: view.name,
    public: view.public,
    rotator: view.rotator,
    list: view.list,
  };
};

export const campaignRoutes = ({ db, urls }: Deps) => {
  const app = new Hono<AppEnv>();
  const count = db
    .prepare<[number], number>('SELECT COUNT(*) FROM campaigns WHERE user_id = ?')
    .pluck();
  const page = db.prepare<[number, number, number], CampaignRow>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns c WHERE c.user_id = ? ORDER BY c.id DESC LIMIT ? OFFSET ?`,
  );
  const own = db.prepare<[number, number], CampaignRow>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns c WHERE c.id = ? AND c.user_id = ?`,
  );
  const slugOwner = db
    .prepare<[string], number>('SELECT id FROM campaigns WHERE slug = ? COLLATE NOCASE')
    .pluck();
  const checkSlug = (slug: string, selfId?: number) => {
    const owner = slugOwner.get(slug);
    if (owner !== undefined && owner !== selfId)
      throw fieldError('slug', `The rotator slug "${slug}" is taken. Choose another one.`);
  };

  app.get('/campaigns', (c) => {
    const p = readPagination(c);
    const userId = c.get('userId');
    const rows = page.all(userId, p.limit, (p.page - 1) * p.limit);
    return json(
      c,
      listBody(
        'campaigns',
        rows.map((r) => campaignView(urls, r)),
        count.get(userId) ?? 0,
        p,
      ),
    );
  });

  app.post('/campaign/add', async (c) => {
    const userId = c.get('userId');
    const input = await parseBody(c, campaignCreateSchema);
    if (input.slug) checkSlug(input.slug);
    const info = db
      .prepare(
        'INSERT INTO campaigns (user_id, name, slug, public, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        userId,
        input.name ?? 'Untitled campaign',
        input.slug || null,
        input.public ? 1 : 0,
        timestamp(),
      );
    return json(c, savedBody(urls, own.get(Number(info.lastInsertRowid), userId) as CampaignRow));
  });

  app.post('/campaign/:id/assign/:linkid', (c) => {
    const userId = c.get('userId');
    const campaignId = parseId(c.req.param('id'));
    const linkId = parseId(c.req.param('linkid'));
    if (!own.get(campaignId, userId)) throw notFound('campaign', campaignId);
    const moved = db
      .prepare('UPDATE links SET campaign_id = ? WHERE id = ? AND user_id = ?')
      .run(campaignId, linkId, userId).changes;
    if (!moved) throw notFound('short link', linkId);
    return json(c, { error: 0, message: 'Link added to the campaign.' });
  });

  app.put('/campaign/:id/update', async (c) => {
    const userId = c.get('userId');
    const id = parseId(c.req.param('id'));
    const input = await parseBody(c, campaignUpdateSchema);
    const row = own.get(id, userId);
    if (!row) throw notFound('campaign', id);
    if (input.slug) checkSlug(input.slug, id);
    db.prepare('UPDATE campaigns SET name = ?, slug = ?, public = ? WHERE id = ?').run(
      input.name,
      input.slug === undefined ? row.slug : input.slug || null,
      input.public === undefined ? row.public : input.public ? 1 : 0,
      id,
    );
    return json(c, savedBody(urls, own.get(id, userId) as CampaignRow));
  });

  app.delete('/campaign/:id/delete', (c) => {
    const id = parseId(c.req.param('id'));
    if (!own.get(id, c.get('userId'))) throw notFound('campaign', id);
    db.prepare('DELETE FROM campaigns WHERE id = ?').run(id);
    return json(c, { error: 0, message: 'Campaign deleted. Its links were kept.' });
  });

  return app;
};
