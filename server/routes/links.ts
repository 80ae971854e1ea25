import { json } from '../http/respond';
import { Hono } from 'hono';
import { z } from 'zod/mini';
import { normaliseDomain } from '../../src/api/domains';
import { paginationSchema } from '../../src/api/fields';
import {
  linkWithOptionsCreateSchema,
  linkWithOptionsUpdateSchema,
  parseRedirectType,
  type LinkWithOptions,
} from '../../src/api/link-options';
import { linkOrderSchema } from '../../src/api/links';
import { hashPassword } from '../credentials';
import type { Repositories } from '../db/repositories';
import { linkChanges, linkOptionsView, linkView } from '../db/links-repository';
import { fieldError, notFound } from '../http/errors';
import { listBody } from '../http/list';
import type { AppEnv, Deps } from '../http/types';
import { parseBody, parseId, parseQuery } from '../http/validate';
import { uniqueAlias } from '../util';

const linkQuerySchema = z.strictObject({
  ...paginationSchema.shape,
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(200, { error: 'q can be at most 200 characters.' })),
  ),
  order: z.optional(linkOrderSchema),
});

/** Looks up the branded domain the user named, or answers a 400 on the `domain` field. */
const brandedDomainId = (
  repos: Repositories,
  userId: number,
  value: string | undefined,
): number | null => {
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
  const id = repos.domains.idOf(origin, userId);
  if (id === undefined)
    throw fieldError(
      'domain',
      `${origin} is not one of your branded domains. Add it first, or leave the domain empty.`,
    );
  return id;
};

/** Every id the input names must be the user's: otherwise a 400 on that field. */
const checkOwnership = (repos: Repositories, userId: number, input: Partial<LinkWithOptions>) => {
  input.pixels?.forEach((id, index) => {
    if (!repos.pixels.own(id, userId))
      throw fieldError(
        `pixels.${index}`,
        `Pixel ${id} is not one of your pixels. Pick one from your Pixels list.`,
      );
  });
  const type = input.type === undefined ? null : parseRedirectType(input.type);
  if (type?.kind === 'splash-page' && !repos.splashPages.own(type.id, userId))
    throw fieldError(
      'type',
      `Splash page ${type.id} is not one of your splash pages. Pick one from your Splash pages list.`,
    );
  if (type?.kind === 'overlay' && !repos.overlays.own(type.id, userId))
    throw fieldError(
      'type',
      `CTA overlay ${type.id} is not one of your overlays. Pick one from your CTA overlays list.`,
    );
  if (input.campaign != null && !repos.campaigns.own(input.campaign, userId))
    throw fieldError('campaign', `Campaign ${input.campaign} is not one of your campaigns.`);
  if (input.channel !== undefined && !repos.channels.own(input.channel, userId))
    throw fieldError('channel', `Channel ${input.channel} is not one of your channels.`);
};

/** The hash of a password sent (null: cleared, undefined: not sent); made off the event loop. */
const passwordHashOf = async (password: string | undefined) =>
  password === undefined ? undefined : password ? await hashPassword(password) : null;

export const linkRoutes = ({ repos, urls }: Deps) => {
  const app = new Hono<AppEnv>();
  const links = repos.links;
  const stats = repos.visits.stats;
  const freeAlias = () => uniqueAlias((a) => links.lookAlike(a) === undefined);
  /**
   * A new alias (on create, or a link's new one) must differ from every other link's in more
   * than letter case: `vm3tznm` next to `vM3TZNm` is a look-alike. A link keeping its alias is
   * not judged again, so case pairs from before this rule keep working.
   */
  const checkAlias = (alias: string, self?: { id: number; alias: string }) => {
    const owner = links.aliasOwner(alias);
    if (owner !== undefined && owner !== self?.id)
      throw fieldError('custom', `The alias "${alias}" is taken. Choose another one.`);
    if (alias !== self?.alias && links.lookAlike(alias, self?.id) !== undefined)
      throw fieldError(
        'custom',
        `The alias "${alias}" is taken: aliases that differ only in letter case count as the same. Choose another one.`,
      );
  };
  /** The answer to a create or update: the id and the short link as it is now stored. */
  const saved = (id: number, userId: number) => {
    const row = links.own(id, userId);
    if (!row) throw notFound('short link', id);
    return { error: 0, id, shorturl: linkView(urls, row).shorturl };
  };

  app.get('/urls', (c) => {
    const query = parseQuery(c, linkQuerySchema);
    const { rows, total } = links.search(c.get('userId'), query.q ?? '', query.order, query);
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
    const row = links.own(id, c.get('userId'));
    if (!row) throw notFound('short link', id);
    return json(c, {
      error: 0,
      id: row.id,
      details: { ...linkView(urls, row), ...linkOptionsView(row, links.related(id)) },
      data: stats('s', row.id, row.clicks, row.unique_clicks),
    });
  });

  app.post('/url/add', async (c) => {
    const userId = c.get('userId');
    const input = await parseBody(c, linkWithOptionsCreateSchema);
    const domainId = brandedDomainId(repos, userId, input.domain);
    if (input.custom) checkAlias(input.custom);
    checkOwnership(repos, userId, input);
    const changes = linkChanges(input, await passwordHashOf(input.password));
    const id = links.create(
      userId,
      { ...changes, alias: input.custom || freeAlias(), url: input.url },
      domainId,
      input.pixels,
    );
    if (input.channel !== undefined) repos.channels.addItem(input.channel, 'links', id);
    return json(c, saved(id, userId));
  });

  app.put('/url/:id/update', async (c) => {
    const userId = c.get('userId');
    const id = parseId(c.req.param('id'));
    const input = await parseBody(c, linkWithOptionsUpdateSchema);
    const row = links.own(id, userId);
    if (!row) throw notFound('short link', id);
    const domainId =
      input.domain === undefined ? undefined : brandedDomainId(repos, userId, input.domain);
    if (input.custom) checkAlias(input.custom, row);
    checkOwnership(repos, userId, input);
    const changes = linkChanges(input, await passwordHashOf(input.password));
    links.update(
      id,
      { ...changes, alias: input.custom || undefined, url: input.url },
      domainId,
      input.pixels,
    );
    if (input.channel !== undefined) repos.channels.addItem(input.channel, 'links', id);
    return json(c, saved(id, userId));
  });

  app.delete('/url/:id/delete', (c) => {
    const id = parseId(c.req.param('id'));
    if (!links.own(id, c.get('userId'))) throw notFound('short link', id);
    links.remove(id);
    return json(c, { error: 0, message: 'Short link deleted.' });
  });

  return app;
};
