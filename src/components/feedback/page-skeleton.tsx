import { formatSeconds } from '../../lib/format-date';
import { useCountdown } from './use-countdown';
import { useT } from '../i18n/use-t';

/**
 * A page whose data is on its way: grey shapes where the heading and table will be, and when
 * its request waits for the API budget, when it will load. The page opens at once either way.
 */
export const PageSkeleton = ({ loadsAt }: { loadsAt: number | null }) => {
  const t = useT();
  const secondsLeft = useCountdown(loadsAt);
  return (
    <div aria-busy="true">
      <p role="status" className="mb-4 text-sm text-gray-700 dark:text-gray-300">
        {secondsLeft > 0
          ? t(
              {
                defaultMessage: 'Loads in {time}, when your API budget allows — nothing is lost.',
                description: 'time: a short duration, like 45 s',
              },
              { time: formatSeconds(secondsLeft) },
            )
          : t({ defaultMessage: 'Loading…' })}
      </p>
      <div aria-hidden="true" className="animate-pulse space-y-3">
        <div className="h-8 w-48 rounded bg-gray-200 dark:bg-gray-800" />
        <div className="h-4 w-72 rounded bg-gray-200 dark:bg-gray-800" />
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-10 rounded bg-gray-100 dark:bg-gray-800/60" />
        ))}
      </div>
    </div>
  );
};
