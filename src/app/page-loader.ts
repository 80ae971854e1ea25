import type { DefaultError, EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import type { ApiClient } from '../api/http';
import type { RouteContext } from './route-context';

/**
 * Names the query a page reads, from the signed-in client and the page's address and route
 * params. The same function serves the page's loader and prefetching the page.
 */
export type PageData<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TKey extends QueryKey = QueryKey,
> = (
  client: ApiClient,
  url: string,
  params: Params,
) => EnsureQueryDataOptions<TQueryFnData, TError, TData, TKey>;

/**
 * The one way a route loads its data (architecture guide, "loaders prime, pages read"): the
 * loader primes the query the page reads with useSuspenseQuery.
 */
export const pageLoader =
  <TQueryFnData, TError = DefaultError, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
    { getClient, primePage }: RouteContext,
    select: PageData<TQueryFnData, TError, TData, TKey>,
  ) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await primePage(select(getClient(), request.url, params));
    return null;
  };
