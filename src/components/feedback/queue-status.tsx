import { formatSeconds } from '../../lib/format-date';
import { useCountdown } from './use-countdown';
import { useT } from '../i18n/use-t';

export interface QueueView {
  queued: number;
  nextAt: number | null;
}

/**
 * "3 queued · next in 12 s": requests of this tab waiting for the API budget. Hidden when none
 * waits; on an unlimited plan nothing ever does.
 */
export const QueueStatus = ({ queued, nextAt }: QueueView) => {
  const t = useT();
  const secondsLeft = useCountdown(nextAt);
  if (queued === 0) return null;
  return (
    <span
      className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-950 tabular-nums dark:bg-amber-900 dark:text-amber-100"
      title={t({
        defaultMessage: 'Requests waiting for your API budget. Your own clicks go first.',
      })}
    >
      {secondsLeft > 0
        ? t(
            {
              defaultMessage: '{queued, number} queued · next in {time}',
              description: 'queued: requests waiting; time: a short duration, like 12 s',
            },
            { queued, time: formatSeconds(secondsLeft) },
          )
        : t(
            { defaultMessage: '{queued, number} queued', description: 'queued: requests waiting' },
            { queued },
          )}
    </span>
  );
};
