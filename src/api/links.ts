import { z } from 'zod/mini';
import { DESCRIPTION, httpUrl, label, multiline, slug } from './fields';
import { defineMessage, t } from '../lib/i18n';
import {
  count,
  entity,
  isBlank,
  isRecord,
  listEnvelope,
  numericId,
  pick,
  preprocess,
  text,
  withId,
} from './envelope';
import type { Page, PageParams } from './envelope';
import { segment } from './http';
import type { ApiClient, CallOptions } from './http';
import { deleteRequest } from './requests';
import { statsSchema, type Stats } from './stats';
import type { LinkWithOptionsCreateInput, LinkWithOptionsUpdateInput } from './link-options';

// Input rules (shared with the server). Response schemas and request functions follow below.

export const LINK_ORDERS = ['date', 'click'] as const;
export const linkOrderSchema = z.enum(LINK_ORDERS, { error: 'order must be date or click.' });
export type LinkOrder = z.infer<typeof linkOrderSchema>;

export const linkCreateSchema = z.strictObject({
  url: httpUrl(defineMessage({ defaultMessage: 'Destination URL', description: 'Field name' })),
  custom: z.optional(
    z.union([
      z.literal(''),
      slug(defineMessage({ defaultMessage: 'Custom alias', description: 'Field name' })),
    ]),
  ),
  domain: z.optional(z.string().check(z.trim(), z.maxLength(2048))),
  description: z.optional(multiline(DESCRIPTION, 500)),
  metatitle: z.optional(
    z.union([
      z.literal(''),
      label(
        defineMessage({
          defaultMessage: 'Title',
          description: 'Field name: the title of a link’s social preview',
        }),
        200,
      ),
    ]),
  ),
});
export type LinkCreateInput = z.input<typeof linkCreateSchema>;

/** An update must change something. */
export const someFieldSent = <T extends object>() =>
  z.refine<T>((v) => Object.values(v).some((value) => value !== undefined), {
    error: () =>
      t({
        defaultMessage: 'Send at least one field to change.',
        description: 'Validation error of an update that changes nothing',
      }),
  });

export const linkUpdateSchema = z.partial(linkCreateSchema).check(someFieldSent());
export type LinkUpdateInput = z.input<typeof linkUpdateSchema>;

// Responses and requests (short links are not in the contract; real instances have them).

const aliasOf = (shorturl: unknown): string => {
  if (typeof shorturl !== 'string') return '';
  try {
    return decodeURIComponent(new URL(shorturl).pathname.split('/').filter(Boolean).pop() ?? '');
  } catch {
    return '';
  }
};

export const linkSchema = preprocess(
  (v) => {
    if (!isRecord(v)) return v;
    const shorturl = pick(v, ['shorturl', 'short']);
    const alias = pick(v, ['alias', 'custom']);
    return {
      ...v,
      shorturl,
      longurl: pick(v, ['longurl', 'url']),
      alias: isBlank(alias) ? aliasOf(shorturl) : alias,
      uniqueclicks: pick(v, ['uniqueclicks', 'uniqueClicks']),
    };
  },
  z.object({
    id: numericId(),
    alias: text(),
    shorturl: text(),
    longurl: text(),
    clicks: count(),
    uniqueclicks: count(),
    title: text(),
    description: text(),
    date: text(),
  }),
);
export type Link = z.output<typeof linkSchema>;

export const linkListSchema = listEnvelope('urls', linkSchema);

const entityOf = (body: Record<string, unknown>) =>
  isRecord(body.data) && 'id' in body.data ? body.data : null;

/**
 * `GET /api/url/:id` answers `{id, details: Link, data: Stats}`: the link and its statistics, and
 * the campaign the link is in when the instance reports it (the contract's `details.campaign`, null
 * for none; real instances leave it out: undefined, "not reported", never "none").
 */
export const linkDetailSchema = (id: number) =>
  preprocess(
    (body) => {
      if (!isRecord(body)) return body;
      // Some servers send the link itself under `data` and no statistics block.
      const details = isRecord(body.details) ? body.details : entityOf(body);
      if (!details) return body;
      const stats = isRecord(body.details) && isRecord(body.data) ? body.data : {};
      return {
        link: {
          ...details,
          id: details.id ?? body.id ?? id,
          clicks: details.clicks ?? stats.clicks,
          uniqueclicks: pick(details, ['uniqueclicks', 'uniqueClicks']) ?? stats.uniqueClicks,
        },
        // Counts the details carry stand in for a statistics block that leaves them out.
        stats: {
          ...stats,
          clicks: stats.clicks ?? details.clicks,
          uniqueClicks:
            pick(stats, ['uniqueClicks', 'uniqueclicks']) ??
            pick(details, ['uniqueclicks', 'uniqueClicks']),
        },
        campaign: details.campaign,
      };
    },
    z.object({
      link: withId(id, linkSchema),
      stats: statsSchema,
      campaign: z.optional(z.catch(z.optional(z.nullable(numericId())), undefined)),
    }),
  );
export type LinkDetail = { link: Link; stats: Stats; campaign?: number | null };

/** Create and update answer `{id, shorturl}`; some old builds say `short`. */
export const linkSavedResponse = z.pipe(
  entity(
    preprocess(
      (v) => (isRecord(v) ? { ...v, shorturl: pick(v, ['shorturl', 'short']) } : v),
      z.object({ id: numericId(), shorturl: text() }),
    ),
  ),
  z.transform(({ id, shorturl }: LinkSaved) => ({ id, shorturl })),
);
export type LinkSaved = { id: number; shorturl: string };

export type LinkListParams = Partial<PageParams> & { q?: string; order?: LinkOrder };

export const getLinks = (
  client: ApiClient,
  params: LinkListParams = {},
  options: CallOptions = {},
): Promise<Page<Link>> =>
  client.request(linkListSchema, '/api/urls', {
    ...options,
    query: { page: params.page, limit: params.limit, q: params.q?.trim(), order: params.order },
  });

/** A link with its statistics (clicks, unique clicks and the breakdowns). */
export const getLink = (
  client: ApiClient,
  id: number,
  options: CallOptions = {},
): Promise<LinkDetail> => client.request(linkDetailSchema(id), `/api/url/${segment(id)}`, options);

/**
 * Takes every link option (src/api/link-options.ts, imported as a type only so its country and
 * language tables load with the editor, not with every page).
 */
export const createLink = (
  client: ApiClient,
  input: LinkWithOptionsCreateInput,
  options: CallOptions = {},
): Promise<LinkSaved> =>
  client.request(linkSavedResponse, '/api/url/add', { ...options, method: 'POST', body: input });

/** Sends only the fields given: an option left out stays as it is on the instance. */
export const updateLink = (
  client: ApiClient,
  id: number,
  input: LinkWithOptionsUpdateInput,
  options: CallOptions = {},
): Promise<LinkSaved> =>
  client.request(withId(id, linkSavedResponse), `/api/url/${segment(id)}/update`, {
    ...options,
    method: 'PUT',
    body: input,
  });

export const deleteLink = deleteRequest('/api/url');

/** How a link reads in a picker or a message: its title, else its alias, else its short URL. */
export const linkLabel = (link: Pick<Link, 'title' | 'alias' | 'shorturl' | 'id'>): string =>
  link.title ||
  link.alias ||
  link.shorturl ||
  t(
    {
      defaultMessage: 'Link {id}',
      description: 'The name of a link that has no title, alias or short URL; {id} its number',
    },
    { id: link.id },
  );
