import { queryOptions } from '@tanstack/react-query';
import { accountUpdateSchema, getAccount, updateAccount } from '../api/account';
import type { ApiClient } from '../api/http';
import { resourceKeys, writeMutation } from './define-resource';

const keys = resourceKeys('account');

const detail = (client: ApiClient) =>
  queryOptions({
    queryKey: [...keys.all(), 'detail'] as const,
    queryFn: (context) => getAccount(client, context),
  });

/** The signed-in account: read by the sign-in check and the Account page, updated there. */
export const account = {
  keys,
  queries: { detail },
  pages: { detail },
  mutations: {
    /** A password change refetches the account too: invalidation is declared, not computed. */
    update: writeMutation(updateAccount, { invalidates: [keys.all()] }),
  },
  schemas: { update: accountUpdateSchema },
};
