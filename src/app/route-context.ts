import type {
  DefaultError,
  EnsureQueryDataOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import type { ApiClient } from '../api/http';
import type { DeviceData, SessionStore } from '../resources/session';
import type { Message } from '../lib/i18n';

/**
 * What the route table (app/pages.tsx) hands every page's loader (docs/decisions/0003).
 */
export interface RouteContext {
  queryClient: QueryClient;
  /**
   * The signed-in API client, for loaders. Without a session it throws a redirect to the
   * sign-in page (remembering where the user was), which React Router follows.
   */
  getClient: () => ApiClient;
  session: SessionStore;
  deviceData: DeviceData;
  /** Primes a page's query; see pageLoader, the one way loaders use it. */
  primePage: PrimePage;
}

/**
 * Primes a page's data before it renders. When its request has to wait for the budget, the
 * page opens at once instead (its skeleton says when it loads) and the request stays queued.
 */
export type PrimePage = <
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TKey extends QueryKey = QueryKey,
>(
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TKey>,
) => Promise<void>;

/**
 * A route's `handle` can say what its error page tells about a missing item (a deleted link's
 * statistics page: "This link no longer exists") and where to go instead.
 */
export interface NotFoundHandle {
  notFound: { title: Message; message: Message; back: { to: string; label: Message } };
}
