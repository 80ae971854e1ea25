import { backgroundPlan, type Budget } from '../../api/scheduler';
import { shareOfAllowance } from '../../lib/allowance';
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

/**
 * "Uses about a quarter of this minute's allowance · about 20 s" (or "Costs nothing: everything
 * is fresh on this device"); a service without a stated limit gets only the time.
 */
export const describeCost = (requests: number, view: BudgetView, now = Date.now()): string => {
  if (requests === 0) return 'Costs nothing: everything is fresh on this device';
  const share = shareOfAllowance(requests, view.budget?.limit);
  return `${share ? `Uses ${share} · ` : ''}${aboutTime(estimateSeconds(requests, view, now))}`;
};
