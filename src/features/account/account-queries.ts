import { queryOptions, useMutation } from '@tanstack/react-query';
import { getAccount, updateAccount, type AccountUpdateInput } from '../../api/account';
import type { ApiClient } from '../../api/http';
import { useApiClient } from '../route-context';

export const accountQueries = {
  all: () => ['account'] as const,
  detail: (client: ApiClient) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'detail'] as const,
      queryFn: (context) => getAccount(client, context),
    }),
};

export const accountPage = (client: ApiClient) => accountQueries.detail(client);

export const useUpdateAccount = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: AccountUpdateInput) => updateAccount(client, input),
    meta: { invalidates: [accountQueries.all()] },
  });
};
