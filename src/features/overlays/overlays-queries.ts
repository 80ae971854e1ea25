import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/http';
import { getOverlays } from '../../api/overlays';
import type { PageParams } from '../../api/envelope';
import { readPageParams } from '../../lib/url-state';

/** Read only: the API can list CTA overlays but not create or change them. */
export const overlayQueries = {
  all: () => ['overlays'] as const,
  lists: () => [...overlayQueries.all(), 'list'] as const,
  list: (client: ApiClient, params: PageParams) =>
    queryOptions({
      queryKey: [...overlayQueries.lists(), { page: params.page, limit: params.limit }] as const,
      queryFn: (context) => getOverlays(client, params, context),
    }),
};

export const overlaysPage = (client: ApiClient, url: string) =>
  overlayQueries.list(client, readPageParams(url));
