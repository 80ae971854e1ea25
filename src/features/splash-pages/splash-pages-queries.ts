import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/http';
import { getSplashPages } from '../../api/splash-pages';
import type { PageParams } from '../../api/envelope';
import { readPageParams } from '../../lib/url-state';

/** Read only: the API can list splash pages but not create or change them. */
export const splashPageQueries = {
  all: () => ['splash-pages'] as const,
  lists: () => [...splashPageQueries.all(), 'list'] as const,
  list: (client: ApiClient, params: PageParams) =>
    queryOptions({
      queryKey: [...splashPageQueries.lists(), { page: params.page, limit: params.limit }] as const,
      queryFn: (context) => getSplashPages(client, params, context),
    }),
};

export const splashPagesPage = (client: ApiClient, url: string) =>
  splashPageQueries.list(client, readPageParams(url));
