import { DEFAULT_WINDOW_MS, reserveFor, type Budget } from '../../api/scheduler';
import { formatSeconds } from '../../lib/format-date';

/** A request's round trip when nothing waits; replaced by what the export measures. */
export const DEFAULT_REQUEST_MS = 400;

export interface BudgetView {
  budget: Budget | null;
  /** A 429 said nothing leaves until then (ms since the epoch), or null. */
  blockedUntil: number | null;
}

/**
 * How long `requests` background requests take at the user's limit, in seconds: what is left
 * above the reserve goes now, the rest `limit − reserve` per window after each reset.
 */
export const estimateSeconds = (
  requests: number,
  { budget, blockedUntil }: BudgetView,
  now: number = Date.now(),
  requestMs: number = DEFAULT_REQUEST_MS,
): number => {
  if (requests <= 0) return 0;
  const sending = (count: number) => count * requestMs;
  if (!budget || budget.limit <= 0) return sending(requests) / 1000;
  const reserve = reserveFor(budget.limit);
  const perWindow = Math.max(1, budget.limit - reserve);
  const isBlocked = blockedUntil !== null && blockedUntil > now;
  const isWindowOver = !isBlocked && now >= budget.resetAt;
  const left = isBlocked ? 0 : isWindowOver ? budget.limit : budget.remaining;
  const nowAvailable = Math.max(0, left - reserve);
  if (requests <= nowAvailable) return sending(requests) / 1000;
  const resetAt = isBlocked
    ? Math.max(blockedUntil, budget.resetAt)
    : isWindowOver
      ? now + DEFAULT_WINDOW_MS
      : budget.resetAt;
  const later = requests - nowAvailable;
  const windows = Math.ceil(later / perWindow);
  const inLastWindow = later - (windows - 1) * perWindow;
  return (resetAt - now + (windows - 1) * DEFAULT_WINDOW_MS + sending(inLastWindow)) / 1000;
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
