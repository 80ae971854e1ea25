import { backgroundPlan, type Budget } from '../../api/scheduler';

/**
 * How long until the last of `requests` background requests may leave at the account's limit,
 * by the queue's own rule (`backgroundPlan`; see docs/decisions/0008-budget-aware-data-engine.md).
 * Null when the limit is not known (the instance sends no rate-limit headers, or none has answered
 * yet).
 */
export const estimateMs = (
  requests: number,
  budget: Budget | null,
  now = Date.now(),
): number | null => {
  if (!budget || budget.limit <= 0) return null;
  if (requests <= 0) return 0;
  return backgroundPlan(requests, budget, now).at - now;
};
