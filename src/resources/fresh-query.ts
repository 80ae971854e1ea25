import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

type Options<TData, TKey extends QueryKey> = FetchQueryOptions<TData, Error, TData, TKey>;

/** A query's staleTime as the client applies it: its own, else the client's default. */
export const staleTimeOf = <TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: Options<TData, TKey>,
): number => {
  const { staleTime } = queryClient.defaultQueryOptions(options);
  return typeof staleTime === 'number' ? staleTime : 0;
};

/** The query's data when it is in memory and still fresh: reading it again costs no request. */
export const freshInMemory = <TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: Options<TData, TKey>,
  staleTime = staleTimeOf(queryClient, options),
): { data: TData; updatedAt: number } | undefined => {
  const state = queryClient.getQueryState<TData>(options.queryKey);
  if (!state || state.data === undefined || state.isInvalidated) return undefined;
  return Date.now() - state.dataUpdatedAt < staleTime
    ? { data: state.data, updatedAt: state.dataUpdatedAt }
    : undefined;
};
