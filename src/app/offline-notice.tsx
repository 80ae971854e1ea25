import { useCallback, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { OFFLINE_CHANGES, OFFLINE_REASON_ID, useIsOnline } from '../components/feedback/connection';
import { useT } from '../components/i18n/use-t';
import { currentLocale } from '../lib/i18n';

/** "10:42" today, "25 Nov 2026, 10:42" before (in the language shown). */
const formatKeptAt = (at: number) =>
  new Intl.DateTimeFormat(
    currentLocale(),
    new Date(at).toDateString() === new Date().toDateString()
      ? { timeStyle: 'short' }
      : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(at);

/** When the oldest data on screen was fetched (0: none on screen). */
const oldestShown = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({ type: 'active' })
    .reduce(
      (oldest, query) =>
        query.state.data === undefined || query.state.dataUpdatedAt === 0
          ? oldest
          : Math.min(oldest || Infinity, query.state.dataUpdatedAt),
      0,
    );

const noChanges = () => () => {};

/**
 * Under the header, while offline: what the page shows was kept on this device, and from when;
 * once the connection is back, that Refresh gets the latest (until the next page). Loaded the
 * first time the connection drops (app/connection-notice.tsx).
 */
export const OfflineNotice = () => {
  const t = useT();
  const isOnline = useIsOnline();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const followCache = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  const keptAt = useSyncExternalStore(
    isOnline ? noChanges : followCache,
    () => (isOnline ? 0 : oldestShown(queryClient)),
    () => 0,
  );
  // "Back online" belongs to the page that was shown offline: the next page drops it.
  const [wasOffline, setWasOffline] = useState(!isOnline);
  const [shownOn, setShownOn] = useState(pathname);
  if (!isOnline && !wasOffline) setWasOffline(true);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    if (isOnline) setWasOffline(false);
  }

  return (
    <div role="status" aria-live="polite" className="print:hidden">
      {!isOnline && (
        <p className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {keptAt
            ? t(
                {
                  defaultMessage: 'Offline — showing data from {time}, kept on this device.',
                  description: 'time: when the data was fetched, like 10:42 or 25 Nov 2026, 10:42',
                },
                { time: formatKeptAt(keptAt) },
              )
            : t({ defaultMessage: 'Offline — pages kept on this device still open.' })}{' '}
          <span id={OFFLINE_REASON_ID}>{t(OFFLINE_CHANGES)}</span>
        </p>
      )}
      {isOnline && wasOffline && (
        <p className="border-b border-green-300 bg-green-50 px-4 py-2 text-center text-sm text-green-950 dark:border-green-700 dark:bg-green-950 dark:text-green-100">
          {t({ defaultMessage: 'Back online. Refresh shows the latest data.' })}
        </p>
      )}
    </div>
  );
};
