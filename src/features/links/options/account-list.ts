import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Page, PageParams } from '../../../api/envelope';
import { describeError } from '../../../api/errors';
import { MAX_PAGE_SIZE } from '../../../api/fields';
import type { ApiClient } from '../../../api/http';
import { useApiClient } from '../../../resources/session';

/**
 * One page of 100 of an account's list (pixels, splash pages, overlays…) for a choice;
 * `isNeeded` false reads only what is cached (a summary naming a value the list may hold).
 */
export const useAccountList = <T, K extends QueryKey>(
  list: (client: ApiClient, params: PageParams) => UseQueryOptions<Page<T>, Error, Page<T>, K>,
  isNeeded = true,
) => {
  const query = useQuery({
    ...list(useApiClient(), { page: 1, limit: MAX_PAGE_SIZE }),
    enabled: isNeeded,
  });
  return {
    items: query.data?.items,
    loadError: query.error ? describeError(query.error) : undefined,
  };
};
