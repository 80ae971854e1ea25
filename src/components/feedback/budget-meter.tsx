import { useSyncExternalStore } from 'react';
import type { Budget } from '../../api/http';
import { formatSeconds } from '../../lib/format-date';
import { useCountdown } from './use-countdown';
import { useT } from '../i18n/use-t';

export interface BudgetSource {
  get(): Budget | null;
  subscribe(listener: () => void): () => void;
}

/** At or below this share of the limit left, the meter speaks (in waiting time). */
const LOW_SHARE = 0.2;

/**
 * The API allowance left in this minute, from the X-RateLimit-* headers of the last response:
 * a small bar while there is plenty, words once it runs low ("Next page in 12 s" when it is
 * spent). Hidden when the instance sends no such headers.
 */
export const BudgetMeter = ({ source }: { source: BudgetSource }) => {
  const t = useT();
  const budget = useSyncExternalStore(source.subscribe, source.get, source.get);
  const secondsLeft = useCountdown(budget ? budget.resetAt : null);
  if (!budget) return null;
  const isReset = secondsLeft === 0;
  const remaining = isReset ? budget.limit : budget.remaining;
  const ratio = budget.limit > 0 ? remaining / budget.limit : 1;
  const isLow = !isReset && ratio <= LOW_SHARE;
  const wait = formatSeconds(secondsLeft);
  const words = !isLow
    ? null
    : remaining <= 0
      ? t(
          {
            defaultMessage: 'Next page in {time}',
            description: 'time: a short duration, like 45 s or 2 min 5 s',
          },
          { time: wait },
        )
      : t(
          {
            defaultMessage: 'Running low · full in {time}',
            description: 'time: a short duration, like 45 s or 2 min 5 s',
          },
          { time: wait },
        );
  const barColour =
    ratio > 0.5
      ? 'bg-green-600 dark:bg-green-400'
      : ratio > LOW_SHARE
        ? 'bg-amber-500 dark:bg-amber-300'
        : 'bg-red-600 dark:bg-red-400';
  const counts = { remaining, limit: budget.limit, time: wait };
  const valueText = isReset
    ? t(
        {
          defaultMessage:
            '{remaining, number} of {limit, plural, one {# request} other {# requests}} left this minute',
        },
        counts,
      )
    : t(
        {
          defaultMessage:
            '{remaining, number} of {limit, plural, one {# request} other {# requests}} left this minute, full again in {time}',
          description: 'time: a short duration, like 45 s or 2 min 5 s',
        },
        counts,
      );
  return (
    <div
      role="meter"
      aria-label={t({ defaultMessage: 'API allowance' })}
      aria-valuemin={0}
      aria-valuemax={budget.limit}
      aria-valuenow={remaining}
      aria-valuetext={valueText}
      title={valueText}
      className="flex items-center gap-2 text-xs text-gray-700 dark:text-gray-300"
    >
      <span
        aria-hidden="true"
        className="block h-1.5 w-12 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
      >
        <span
          className={`block h-full ${barColour}`}
          style={{ width: `${Math.round(ratio * 100)}%` }}
        />
      </span>
      {words && (
        <span aria-hidden="true" className="tabular-nums">
          {words}
        </span>
      )}
    </div>
  );
};
