import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { data as routeData, type Params } from 'react-router';
import { idSchema } from '../../api/fields';
import { describeError } from '../../api/errors';
import type { ApiClient } from '../../api/http';
import {
  createLink,
  deleteLink,
  getLink,
  getLinks,
  LINK_ORDERS,
  linkLabel,
  updateLink,
  type Link,
  type LinkCreateInput,
  type LinkOrder,
  type LinkUpdateInput,
} from '../../api/links';
import type { PageParams } from '../../api/envelope';
import { readPageParams, searchParamsOf } from '../../lib/url-state';
import { campaignQueries } from '../campaigns/campaigns-queries';
import { channelQueries } from '../channels/channels-queries';
import { useApiClient } from '../route-context';

export interface LinkListParams extends PageParams {
  /** Search text ('' for none). */
  q: string;
  order: LinkOrder;
}

export const linkQueries = {
  all: () => ['links'] as const,
  lists: () => [...linkQueries.all(), 'list'] as const,
  list: (client: ApiClient, params: LinkListParams) =>
    queryOptions({
      queryKey: [
        ...linkQueries.lists(),
        { page: params.page, limit: params.limit, q: params.q, order: params.order },
      ] as const,
      queryFn: (context) =>
        getLinks(
          client,
          {
            page: params.page,
            limit: params.limit,
            q: params.q || undefined,
            // The default order is left out so the URL the server sees stays minimal.
            order: params.order === 'date' ? undefined : params.order,
          },
          context,
        ),
    }),
  details: () => [...linkQueries.all(), 'detail'] as const,
  /** A link with its statistics: the statistics page and the overview read the same entry. */
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...linkQueries.details(), id] as const,
      queryFn: (context) => getLink(client, id, context),
    }),
};

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

/** Primes the page's list before it renders; the page reads it with useSuspenseQuery. */
export const linksPage = (client: ApiClient, url: string) =>
  linkQueries.list(client, readLinkListParams(url));

/** `:id` from the URL, or a 404 for anything that is not a positive whole number. */
export const readLinkId = (params: Params): number => {
  const parsed = idSchema.safeParse(params.id);
  if (!parsed.success) throw routeData('There is no link at this address.', { status: 404 });
  return parsed.data;
};

export const linkStatsPage = (client: ApiClient, _url: string, params: Params) =>
  linkQueries.detail(client, readLinkId(params));

export const useCreateLink = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: LinkCreateInput) => createLink(client, input),
    meta: { invalidates: [linkQueries.lists()] },
  });
};

/**
 * Editing or deleting a link also changes how channels list it (title, preview, short link)
 * and, for a delete, campaign link counts: those refetch where they are on screen and
 * otherwise cost a request only when the user opens them again.
 */
const linkViewsChange = {
  invalidates: [linkQueries.lists(), channelQueries.allItems()],
  marksStale: [linkQueries.details()],
} as const;

export const useUpdateLink = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: LinkUpdateInput }) =>
      updateLink(client, id, input),
    meta: linkViewsChange,
  });
};

export const useDeleteLink = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (id: number) => deleteLink(client, id),
    meta: {
      ...linkViewsChange,
      invalidates: [...linkViewsChange.invalidates, campaignQueries.lists()],
    },
  });
};

/** Ten matches per search keep each keystroke pause to one small request. */
const PICKER_LIMIT = 10;

/**
 * Everything a SearchPicker needs to choose one of the user's links: the server searches
 * (`q`), each pause in typing costs one request, repeated searches come from the cache.
 */
export const useLinkPickerOptions = () => {
  const client = useApiClient();
  const [q, setQ] = useState('');
  const query = useQuery({
    ...linkQueries.list(client, { page: 1, limit: PICKER_LIMIT, q, order: 'date' }),
    placeholderData: keepPreviousData,
  });
  return {
    options: query.data?.items ?? [],
    onSearch: setQ,
    isLoading: query.isFetching,
    loadError: query.error ? describeError(query.error) : undefined,
    getKey: (link: Link) => link.id,
    getLabel: linkLabel,
    getDescription: (link: Link) => `${link.shorturl} → ${link.longurl}`,
    emptyMessage: (text: string) =>
      text ? `No link matches “${text}”.` : 'You have no links yet. Create one on the Links page.',
  };
};
