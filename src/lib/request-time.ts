import { backgroundPlan, type Budget } from '../api/scheduler';
import { formatSeconds } from './format-date';

/** A request's round trip when nothing waits; replaced by what the caller measured. */
export const DEFAULT_REQUEST_MS = 400;

export interface BudgetView {
  budget: Budget | null;
  /** A 429 said nothing leaves until then (ms since the epoch), or null. */
  blockedUntil: number | null;
}

/**
 * How long `requests` background requests take at the user's limit, in seconds: when the last
 * of them may leave by the queue's rule (`backgroundPlan`), plus the round trips of those that
 * leave together then. The export's cost and the campaign membership read say it alike.
 */
export const estimateSeconds = (
  requests: number,
  { budget, blockedUntil }: BudgetView,
  now: number = Date.now(),
  requestMs: number = DEFAULT_REQUEST_MS,
): number => {
  if (requests <= 0) return 0;
  if (!budget || budget.limit <= 0) return (requests * requestMs) / 1000;
  const { at, batch } = backgroundPlan(requests, budget, now, blockedUntil);
  return (at - now + batch * requestMs) / 1000;
};

/** The time a number of seconds takes to say (at least 1 s: a request is never free of time). */
export const timeWords = (seconds: number): string => formatSeconds(Math.max(1, seconds));
