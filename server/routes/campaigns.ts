import { json } from '../http/respond';
import { Hono } from 'hono';
import { campaignCreateSchema, campaignUpdateSchema } from '../../src/api/campaigns';
import { campaignView, type CampaignRow } from '../db/campaigns-repository';
import { fieldError, notFound } from '../http/errors';
import { listBody, readPagination } from '../http/list';
import type { AppEnv, Deps } from '../http/types';
import { parseBody, parseId } from '../http/validate';
import type { PublicUrls } from '../urls';

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

export const campaignRoutes = ({ repos, urls }: Deps) => {
  const app = new Hono<AppEnv>();
  const campaigns = repos.campaigns;
  const checkSlug = (slug: string, selfId?: number) => {
    const owner = campaigns.slugOwner(slug);
    if (owner !== undefined && owner !== selfId)
      throw fieldError('slug', `The rotator slug "${slug}" is taken. Choose another one.`);
  };
  /** The answer to a create or update: the campaign as it is now stored. */
  const saved = (id: number, userId: number) => {
    const row = campaigns.own(id, userId);
    if (!row) throw notFound('campaign', id);
    return savedBody(urls, row);
  };

  app.get('/campaigns', (c) => {
    const p = readPagination(c);
    const { rows, total } = campaigns.page(c.get('userId'), p);
    return json(
      c,
      listBody(
        'campaigns',
        rows.map((r) => campaignView(urls, r)),
        total,
        p,
      ),
    );
  });

  app.post('/campaign/add', async (c) => {
    const userId = c.get('userId');
    const input = await parseBody(c, campaignCreateSchema);
    if (input.slug) checkSlug(input.slug);
    const id = campaigns.create(userId, {
      name: input.name ?? 'Untitled campaign',
      slug: input.slug || null,
      isPublic: input.public ?? false,
    });
    return json(c, saved(id, userId));
  });

  app.post('/campaign/:id/assign/:linkid', (c) => {
    const userId = c.get('userId');
    const campaignId = parseId(c.req.param('id'));
    const linkId = parseId(c.req.param('linkid'));
    if (!campaigns.own(campaignId, userId)) throw notFound('campaign', campaignId);
    if (!repos.links.moveToCampaign(campaignId, linkId, userId))
      throw notFound('short link', linkId);
    return json(c, { error: 0, message: 'Link added to the campaign.' });
  });

  app.put('/campaign/:id/update', async (c) => {
    const userId = c.get('userId');
    const id = parseId(c.req.param('id'));
    const input = await parseBody(c, campaignUpdateSchema);
    const row = campaigns.own(id, userId);
    if (!row) throw notFound('campaign', id);
    if (input.slug) checkSlug(input.slug, id);
    campaigns.update(id, {
      name: input.name,
      slug: input.slug === undefined ? row.slug : input.slug || null,
      isPublic: input.public ?? row.public === 1,
    });
    return json(c, saved(id, userId));
  });

  app.delete('/campaign/:id/delete', (c) => {
    const id = parseId(c.req.param('id'));
    if (!campaigns.own(id, c.get('userId'))) throw notFound('campaign', id);
    campaigns.remove(id);
    return json(c, { error: 0, message: 'Campaign deleted. Its links were kept.' });
  });

  return app;
};
