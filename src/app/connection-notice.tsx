import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIsOnline } from '../components/feedback/connection';

/** Without a connection and no worker to serve it, the notice is left out, never an error. */
const OfflineNotice = lazy((): Promise<{ default: ComponentType }> =>
  import('./offline-notice').then(
    ({ OfflineNotice }) => ({ default: OfflineNotice }),
    () => ({ default: () => null }),
  ),
);

/**
 * Offline, a page's query runs anyway: the device cache answers it for 0 requests, or it fails
 * at once. (TanStack Query's default pauses a fetch until the browser is back online, which
 * leaves a kept page loading.) Set with the signed-in shell, so the first page carries none of it.
 */
const readKeptDataOffline = (queryClient: QueryClient) => {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, networkMode: 'always' },
  });
};

/** The connection's notice under the header, from the first time the connection drops. */
export const ConnectionNotice = () => {
  const isOnline = useIsOnline();
  const [hasBeenOffline, setHasBeenOffline] = useState(!isOnline);
  if (!isOnline && !hasBeenOffline) setHasBeenOffline(true);
  const queryClient = useQueryClient();
  useEffect(() => readKeptDataOffline(queryClient), [queryClient]);
  return hasBeenOffline ? (
    <Suspense fallback={null}>
      <OfflineNotice />
    </Suspense>
  ) : null;
};
