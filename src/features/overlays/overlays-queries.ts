import { queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { ApiClient } from '../../api/http';
import { getOverlays } from '../../api/overlays';
import { readPageParams, type PageParams } from '../../components/ui/pagination';
import type { RouteContext } from '../route-context';

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

export const overlaysLoader =
  ({ queryClient, getClient }: RouteContext) =>
  async ({ request }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(
      overlayQueries.list(getClient(), readPageParams(request.url)),
    );
    return null;
  };
