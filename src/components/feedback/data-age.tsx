import { useEffect, useState } from 'react';
import { formatAge } from '../../lib/format-date';
import { Button, Spinner } from '../ui/button';
import { useT } from '../i18n/use-t';
import { currentLocale } from '../../lib/i18n';

/** What DataAge needs of a query result (useSuspenseQuery's fits as it is). */
export interface Freshness {
  dataUpdatedAt: number;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Re-renders once a minute, enough for "3 min ago". */
const useMinuteClock = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};

/**
 * "Updated 3 min ago · Refresh": how old the page's data is (it may come from this device's
 * cache or another tab) and a way to fetch exactly that data again, for one request.
 */
export const DataAge = ({
  dataUpdatedAt,
  isFetching,
  refetch,
  isWaiting = false,
}: Freshness & {
  /** The rows asked for next (another order, search or page) have not arrived yet. */
  isWaiting?: boolean;
}) => {
  const t = useT();
  const now = useMinuteClock();
  const at = new Date(dataUpdatedAt);
  if (isWaiting)
    return (
      <p role="status" className="flex items-center gap-2 text-xs text-gray-600 dark:text-gray-400">
        <Spinner /> {t({ defaultMessage: 'Waiting for the rows you asked for…' })}
      </p>
    );
  return (
    <p className="flex items-center gap-2 text-xs text-gray-600 dark:text-gray-400">
      <time dateTime={at.toISOString()} title={at.toLocaleString(currentLocale())}>
        {t(
          {
            defaultMessage: 'Updated {age}',
            description: 'age: how long ago the data was fetched, like “3 min ago” or “just now”',
          },
          { age: formatAge(dataUpdatedAt, Math.max(now, dataUpdatedAt)) },
        )}
      </time>
      <Button
        size="sm"
        variant="ghost"
        className="-my-1 print:hidden"
        isPending={isFetching}
        pendingLabel={t({ defaultMessage: 'Refreshing…' })}
        onClick={() => void refetch()}
      >
        {t({ defaultMessage: 'Refresh', description: 'the button that fetches the data again' })}
      </Button>
    </p>
  );
};
