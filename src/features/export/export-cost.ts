import { shareOfAllowance } from '../../lib/allowance';
import { t } from '../../lib/i18n';
import { estimateSeconds, timeWords, type BudgetView } from '../../lib/request-time';

export {
  DEFAULT_REQUEST_MS,
  estimateSeconds,
  timeWords,
  type BudgetView,
} from '../../lib/request-time';

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
