import { useSyncExternalStore } from 'react';
import type { Budget } from '../../api/http';
import { formatSeconds } from '../../lib/format-date';
import { useCountdown } from './use-countdown';

export interface BudgetSource {
  get(): Budget | null;
  subscribe(listener: () => void): () => void;
}

/**
 * Requests left in the current rate-limit window and the time until it resets, from the
 * X-RateLimit-* headers of the last response. Hidden when the instance sends no such headers.
 */
export const BudgetMeter = ({ source }: { source: BudgetSource }) => {
  const budget = useSyncExternalStore(source.subscribe, source.get, source.get);
  const secondsLeft = useCountdown(budget ? budget.resetAt : null);
  if (!budget) return null;
  const isReset = secondsLeft === 0;
  const remaining = isReset ? budget.limit : budget.remaining;
  const ratio = budget.limit > 0 ? remaining / budget.limit : 1;
  const barColour =
    ratio > 0.5
      ? 'bg-green-600 dark:bg-green-400'
      : ratio > 0.2
        ? 'bg-amber-500 dark:bg-amber-300'
        : 'bg-red-600 dark:bg-red-400';
  const title = `${remaining} of ${budget.limit} API requests left${isReset ? '' : `, resets in ${formatSeconds(secondsLeft)}`}`;
  return (
    <div className="flex items-center gap-2 text-xs text-gray-700 dark:text-gray-300" title={title}>
      <span className="sr-only">{title}</span>
      <span
        aria-hidden="true"
        className="hidden h-1.5 w-16 overflow-hidden rounded-full bg-gray-200 sm:block dark:bg-gray-700"
      >
        <span
          className={`block h-full ${barColour}`}
          style={{ width: `${Math.round(ratio * 100)}%` }}
        />
      </span>
      <span aria-hidden="true" className="tabular-nums">
        {remaining}/{budget.limit}
        <span className="hidden sm:inline"> requests</span>
        {!isReset && (
          <span className="hidden md:inline"> · resets in {formatSeconds(secondsLeft)}</span>
        )}
      </span>
    </div>
  );
};
