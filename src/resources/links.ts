import { queryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { PageParams } from '../api/envelope';
import type { ApiClient } from '../api/http';
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
import { listQuery, readRouteId, resourceKeys, writeMutation, type Edit } from './define-resource';
import { isoDate, type ExportColumn } from './export-columns';
import { forgetSentLinkOptions, rememberSentLinkOptions } from './link-options-sent';

export interface LinkListParams extends PageParams {
  /** Search text ('' for none). */
  q: string;
  order: LinkOrder;
}

const keys = resourceKeys('links');

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

/** `?q=sale&order=click&page=2&limit=25`: loader and page read the same values (same query key). */
export const readLinkListParams = (source: URL | URLSearchParams | string): LinkListParams => {
  const params = searchParamsOf(source);
  const order = params.get('order');
  return {
    ...readPageParams(params),
    q: (params.get('q') ?? '').trim().slice(0, 200),
    order: LINK_ORDERS.includes(order as LinkOrder) ? (order as LinkOrder) : 'date',
  };
};

/** `:id` of a link's page, or a 404. */
export const readLinkId = (params: Params): number =>
  readRouteId(params, 'There is no link at this address.');

/**
 * Editing or deleting a link also changes how channels list it (title, preview, short link)
 * and its statistics page; a delete changes campaign link counts too. Those refetch where they
 * are on screen and otherwise cost a request only when opened again.
 */
const viewsOfLink = {
  invalidates: [keys.lists(), channels.keys.allItems()],
  marksStale: [keys.details()],
};

const columns: readonly ExportColumn<Link>[] = [
  { header: 'Short URL', cell: (link) => link.shorturl },
  { header: 'Destination', cell: (link) => link.longurl },
  { header: 'Title', cell: (link) => link.title },
  { header: 'Alias', cell: (link) => link.alias },
  { header: 'Description', cell: (link) => link.description },
  { header: 'Clicks', cell: (link) => link.clicks },
  { header: 'Unique clicks', cell: (link) => link.uniqueclicks },
  { header: 'Created', cell: (link) => isoDate(link.date) },
  { header: 'Link ID', cell: (link) => link.id },
];

/** Short links: searched, created, edited, deleted, imported; each with its statistics. */
export const links = {
  keys,
  queries: { list, detail, withOptions },
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
  export: {
    noun: 'links',
    file: 'links',
    step: 'Links',
    columns,
    /** The list's pages as the list page reads them, at any page size (decision 0013). */
    rows: (client: ApiClient) => (page: number, limit: number) =>
      list(client, { page, limit, q: '', order: 'date' }),
  },
};
