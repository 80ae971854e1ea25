import { queryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { PageParams } from '../api/envelope';
import { idSchema, MAX_PAGE_SIZE } from '../api/fields';
import type { ApiClient } from '../api/http';
import type { ListFields } from '../components/ui/list-field';
import {
  createLink,
  deleteLink,
  getLink,
  getLinks,
  LINK_ORDERS,
  linkCreateSchema,
  linkUpdateSchema,
  updateLink,
  type Link,
  type LinkOrder,
} from '../api/links';
import type { LinkWithOptionsUpdateInput } from '../api/link-options';
import { readPageParams, searchParamsOf } from '../lib/url-state';
import { campaigns } from './campaigns';
import { channels } from './channels';
import { listExport, listQuery, readRouteId, writeMutation, type Edit } from './define-resource';
import { defineMessage } from '../lib/i18n';
import { COLUMNS, COPY_SHORT_URL } from './columns';
import { linkKeys } from './link-keys';
import { forgetSentLinkOptions, rememberSentLinkOptions } from './link-options-sent';

export interface LinkListParams extends PageParams {
  /** Search text ('' for none). */
  q: string;
  order: LinkOrder;
}

const keys = linkKeys;

const list = listQuery(
  keys,
  (client, { page, limit, q, order }: LinkListParams, call) =>
    // The default order is left out so the URL the server sees stays minimal.
    getLinks(
      client,
      { page, limit, q: q || undefined, order: order === 'date' ? undefined : order },
      call,
    ),
  ({ page, limit, q, order }) => ({ page, limit, q, order }),
);

/** A link with its statistics: the statistics page and the overview read the same entry. */
const detail = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: [...keys.details(), id] as const,
    queryFn: (context) => getLink(client, id, context),
  });

/**
 * A link with the options its instance reports, for the editor. The options' tables load with
 * the request (the editor has them already), not with every page that reads links.
 */
const withOptions = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: [...keys.details(), id, 'options'] as const,
    queryFn: async (context) =>
      (await import('../api/link-options')).getLinkWithOptions(client, id, context),
  });

/**
 * The one read that holds most accounts' every link with its clicks (the overview's first page):
 * campaign clicks come from it when the lists in memory lack a campaign's link.
 */
const mostClicked = (client: ApiClient) =>
  list(client, { page: 1, limit: MAX_PAGE_SIZE, q: '', order: 'click' });

/**
 * `?campaign=12`: the campaign whose links the list shows, or null (see
 * docs/decisions/0037-campaign-numbers.md).
 */
export const readCampaignFilter = (source: URL | URLSearchParams | string): number | null => {
  const parsed = idSchema.safeParse(searchParamsOf(source).get('campaign'));
  return parsed.success ? parsed.data : null;
};

/** `?q=sale&order=click&page=2&limit=25`: loader and page read the same values (same query key). */
export const readLinkListParams = (source: URL | URLSearchParams | string): LinkListParams => {
  const params = searchParamsOf(source);
  const order = params.get('order');
  return {
    ...readPageParams(params),
    // The API cannot filter by campaign: a filtered list looks through the largest page.
    ...(readCampaignFilter(params) !== null && { limit: MAX_PAGE_SIZE }),
    q: (params.get('q') ?? '').trim().slice(0, 200),
    order: LINK_ORDERS.includes(order as LinkOrder) ? (order as LinkOrder) : 'date',
  };
};

/** `:id` of a link's page, or a 404. */
export const readLinkId = (params: Params): number =>
  readRouteId(params, defineMessage({ defaultMessage: 'There is no link at this address.' }));

/**
 * Editing or deleting a link also changes how channels list it (title, preview, short link)
 * and its statistics page; a delete changes campaign link counts too. Those refetch where they
 * are on screen and otherwise cost a request only when opened again.
 */
const viewsOfLink = {
  invalidates: [keys.lists(), channels.keys.allItems()],
  marksStale: [keys.details()],
};

/** A link as its list shows it and its export writes it (in this order). */
const fields = {
  shorturl: {
    header: COLUMNS.shortUrl,
    value: (link) => link.shorturl,
    kind: 'copy-url',
    copyLabel: COPY_SHORT_URL,
  },
  longurl: {
    header: defineMessage({
      defaultMessage: 'Destination',
      description: 'Column header: the long URL a short link redirects to',
    }),
    value: (link) => link.longurl,
    kind: 'url',
    lines: 1,
  },
  title: { header: COLUMNS.title, value: (link) => link.title },
  alias: {
    header: defineMessage({
      defaultMessage: 'Alias',
      description: 'Column header: the custom ending of a short link',
    }),
    value: (link) => link.alias,
  },
  description: { header: COLUMNS.description, value: (link) => link.description },
  clicks: {
    header: defineMessage({
      defaultMessage: 'Clicks',
      description: 'Column header: how often a link was clicked',
    }),
    value: (link) => link.clicks,
    kind: 'count',
  },
  uniqueclicks: {
    header: defineMessage({ defaultMessage: 'Unique clicks', description: 'Column header' }),
    value: (link) => link.uniqueclicks,
    kind: 'count',
  },
  date: { header: COLUMNS.created, value: (link) => link.date, kind: 'date' },
  id: {
    header: defineMessage({ defaultMessage: 'Link ID', description: 'Column header' }),
    value: (link) => link.id,
  },
} satisfies ListFields<Link>;

/** Short links: searched, created, edited, deleted, imported; each with its statistics. */
export const links = {
  keys,
  queries: { list, detail, withOptions, mostClicked },
  pages: {
    list: (client: ApiClient, url: string) => list(client, readLinkListParams(url)),
    stats: (client: ApiClient, _url: string, params: Params) => detail(client, readLinkId(params)),
  },
  mutations: {
    // What this device sent is remembered: real instances do not report most options back.
    create: writeMutation(createLink, { invalidates: [keys.lists()] }, ({ scope }, input, saved) =>
      rememberSentLinkOptions(scope, saved.id, input),
    ),
    update: writeMutation(
      (client, { id, input }: Edit<LinkWithOptionsUpdateInput>, call) =>
        updateLink(client, id, input, call),
      viewsOfLink,
      ({ scope }, { id, input }) => rememberSentLinkOptions(scope, id, input),
    ),
    delete: writeMutation(
      (client, id: number, call) => deleteLink(client, id, call),
      { ...viewsOfLink, invalidates: [...viewsOfLink.invalidates, campaigns.keys.lists()] },
      ({ scope }, id) => forgetSentLinkOptions(scope, id),
    ),
  },
  schemas: { create: linkCreateSchema, update: linkUpdateSchema },
  fields,
  export: listExport('links', fields, (client, params) =>
    list(client, { ...params, q: '', order: 'date' }),
  ),
};
