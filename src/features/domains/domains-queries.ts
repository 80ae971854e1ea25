import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  createDomain,
  deleteDomain,
  getDomains,
  updateDomain,
  type DomainCreateInput,
  type DomainUpdateInput,
} from '../../api/domains';
import type { ApiClient } from '../../api/http';
import type { PageParams } from '../../api/envelope';
import { readPageParams } from '../../lib/url-state';
import { useApiClient } from '../route-context';

export const domainQueries = {
  all: () => ['domains'] as const,
  lists: () => [...domainQueries.all(), 'list'] as const,
  list: (client: ApiClient, params: PageParams) =>
    queryOptions({
      queryKey: [...domainQueries.lists(), { page: params.page, limit: params.limit }] as const,
      queryFn: (context) => getDomains(client, params, context),
    }),
};

/** Primes the page's list before it renders; the page reads it with useSuspenseQuery. */
export const domainsPage = (client: ApiClient, url: string) =>
  domainQueries.list(client, readPageParams(url));

/** Every mutation changes only the domain lists: the current page refetches, the rest go stale. */
const listsChange = { invalidates: [domainQueries.lists()] } as const;

export const useCreateDomain = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: DomainCreateInput) => createDomain(client, input),
    meta: listsChange,
  });
};

export const useUpdateDomain = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: DomainUpdateInput }) =>
      updateDomain(client, id, input),
    meta: listsChange,
  });
};

export const useDeleteDomain = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (id: number) => deleteDomain(client, id),
    meta: listsChange,
  });
};
