import { backgroundPlan, type Budget } from '../../api/scheduler';
import { formatSeconds } from '../../lib/format-date';

/** A request's round trip when nothing waits; replaced by what the export measures. */
export const DEFAULT_REQUEST_MS = 400;

export interface BudgetView {
  budget: Budget | null;
  /** A 429 said nothing leaves until then (ms since the epoch), or null. */
  blockedUntil: number | null;
}

/**
 * How long `requests` background requests take at the user's limit, in seconds: when the last
 * of them may leave by the queue's rule (`backgroundPlan`), plus the round trips of those that
 * leave together then.
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

/** "about 20 s" (at least 1 s: a request is never free of time). */
export const aboutTime = (seconds: number): string =>
  `about ${formatSeconds(Math.max(1, seconds))}`;

/** "8 requests · about 20 s at your limit" (or "no requests: all from the cache"). */
export const describeCost = (requests: number, view: BudgetView, now = Date.now()): string => {
  if (requests === 0) return 'No requests: everything is fresh in the cache';
  const count = `${requests} request${requests === 1 ? '' : 's'}`;
  const limit = view.budget ? ` at your limit (${view.budget.limit} a minute)` : '';
  return `${count} · ${aboutTime(estimateSeconds(requests, view, now))}${limit}`;
};
