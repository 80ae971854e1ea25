import { queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { ApiClient } from '../../api/http';
import { getSplashPages } from '../../api/splash-pages';
import { readPageParams, type PageParams } from '../../components/ui/pagination';
import type { RouteContext } from '../route-context';

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

export const splashPagesLoader =
  ({ queryClient, getClient }: RouteContext) =>
  async ({ request }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(
      splashPageQueries.list(getClient(), readPageParams(request.url)),
    );
    return null;
  };
