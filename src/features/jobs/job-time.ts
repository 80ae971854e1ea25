import { DEFAULT_WINDOW_MS, reserveFor, type Budget } from '../../api/scheduler';

/**
 * How long background requests take at the account's limit: what the window has left above
 * the reserve goes now, the rest at `limit − reserve` a window (decision 0008: background work
 * never spends the last requests of a window). Null when the limit is not known (the instance
 * sends no rate-limit headers, or none has answered yet).
 */
export const estimateMs = (
  requests: number,
  budget: Budget | null,
  now = Date.now(),
): number | null => {
  if (!budget || budget.limit <= 0) return null;
  if (requests <= 0) return 0;
  const reserve = reserveFor(budget.limit);
  const perWindow = Math.max(1, budget.limit - reserve);
  const isWindowOver = now >= budget.resetAt;
  const availableNow = Math.max(0, (isWindowOver ? budget.limit : budget.remaining) - reserve);
  if (requests <= availableNow) return 0;
  const untilReset = isWindowOver ? 0 : budget.resetAt - now;
  return untilReset + ((requests - availableNow) / perWindow) * DEFAULT_WINDOW_MS;
};
