import { formatSeconds } from '../../lib/format-date';
import { useCountdown } from './use-countdown';
import { useT } from '../i18n/use-t';
import { defineMessage } from '../../lib/i18n';

/** Said to screen readers: its number changes only every 10 s. */
const CONTINUING_IN_ABOUT = defineMessage({
  defaultMessage:
    "The API's request limit is reached. The dashboard will continue by itself in about {time}. Nothing is lost.",
  description: 'time: a short duration, like 40 s',
});

/** Shown, counting down each second. */
const CONTINUING_IN = defineMessage({
  defaultMessage: 'Request limit reached. Continuing by itself in {time} — nothing is lost.',
  description: 'time: a short duration, like 45 s, counting down',
});

/**
 * Shown while requests wait for the rate-limit window to reset; the waiting requests retry by
 * themselves. The status region stays mounted so it is announced; its spoken text changes
 * only every 10 s so screen readers are not flooded by a per-second countdown.
 */
export const RateLimitNotice = ({ resetAt }: { resetAt: number | null }) => {
  const t = useT();
  const secondsLeft = useCountdown(resetAt);
  const isWaiting = resetAt !== null && secondsLeft > 0;
  const spokenSeconds = Math.ceil(secondsLeft / 10) * 10;
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {isWaiting && (
        <div className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <p aria-hidden="true" className="tabular-nums">
            {t(CONTINUING_IN, { time: formatSeconds(secondsLeft) })}
          </p>
          <p className="sr-only">
            {t(CONTINUING_IN_ABOUT, { time: formatSeconds(spokenSeconds) })}
          </p>
        </div>
      )}
    </div>
  );
};
