import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../api/http';
import {
  createPixel,
  deletePixel,
  getPixels,
  updatePixel,
  type PixelCreateInput,
  type PixelUpdateInput,
} from '../../api/pixels';
import type { PageParams } from '../../api/envelope';
import { readPageParams } from '../../lib/url-state';
import { useApiClient } from '../route-context';

export const pixelQueries = {
  all: () => ['pixels'] as const,
  lists: () => [...pixelQueries.all(), 'list'] as const,
  list: (client: ApiClient, params: PageParams) =>
    queryOptions({
      queryKey: [...pixelQueries.lists(), { page: params.page, limit: params.limit }] as const,
      queryFn: (context) => getPixels(client, params, context),
    }),
};

/** Primes the page's list before it renders; the page reads it with useSuspenseQuery. */
export const pixelsPage = (client: ApiClient, url: string) =>
  pixelQueries.list(client, readPageParams(url));

/** Every mutation changes only the pixel lists: the current page refetches, the rest go stale. */
const listsChange = { invalidates: [pixelQueries.lists()] } as const;

export const useCreatePixel = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: PixelCreateInput) => createPixel(client, input),
    meta: listsChange,
  });
};

export const useUpdatePixel = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PixelUpdateInput }) =>
      updatePixel(client, id, input),
    meta: listsChange,
  });
};

export const useDeletePixel = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (id: number) => deletePixel(client, id),
    meta: listsChange,
  });
};
