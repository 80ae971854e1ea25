import { backgroundPlan, type Budget } from '../../api/scheduler';
import { shareOfAllowance } from '../../lib/allowance';
import { formatSeconds } from '../../lib/format-date';
import { t } from '../../lib/i18n';

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

/** The time a number of seconds takes to say (at least 1 s: a request is never free of time). */
export const timeWords = (seconds: number): string => formatSeconds(Math.max(1, seconds));

/**
 * "Uses about a quarter of this minute's allowance · about 20 s" (or "Costs nothing: everything
 * is fresh on this device"); a service without a stated limit gets only the time. `isAtLeast`:
 * the count is a lower bound ("Uses at least …"). Said while the panel renders (its component
 * follows the language).
 */
export const describeCost = (
  requests: number,
  view: BudgetView,
  { now = Date.now(), isAtLeast = false }: { now?: number; isAtLeast?: boolean } = {},
): string => {
  if (requests === 0)
    return t({ defaultMessage: 'Costs nothing: everything is fresh on this device' });
  const share = shareOfAllowance(requests, view.budget?.limit);
  const values = {
    atLeast: String(isAtLeast),
    share,
    time: timeWords(estimateSeconds(requests, view, now)),
  };
  return share
    ? t(
        {
          defaultMessage:
            '{atLeast, select, true {Uses at least {share} · about {time}} other {Uses {share} · about {time}}}',
          description:
            'share: how much of the API budget, like “about a quarter of this minute’s allowance”; time: like “20 s”',
        },
        values,
      )
    : t(
        {
          defaultMessage: '{atLeast, select, true {At least about {time}} other {about {time}}}',
          description: 'how long an export takes; time: like “20 s”',
        },
        values,
      );
};
