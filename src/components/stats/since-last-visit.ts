import { useEffect } from 'react';
import {
  changeSince,
  recordCounts,
  visitBaseline,
  type CountSeen,
  type VisitChange,
} from '../../lib/visit-counts';

/**
 * The change of each count a page shows since the last visit on this device, for no request:
 * the page passes its account's scope and what it loaded; this keeps it for the next visit
 * (lib/visit-counts.ts). Without a scope nothing is kept and no change is shown.
 */
export const useSinceLastVisit = (scope: string | null, seen: readonly CountSeen[]) => {
  const baseline = scope ? visitBaseline(scope) : null;
  const signature = JSON.stringify(seen);
  useEffect(() => {
    if (scope) recordCounts(scope, JSON.parse(signature) as CountSeen[]);
  }, [scope, signature]);
  return {
    changeOf: (one: CountSeen): VisitChange | null => changeSince(baseline, one),
    /** No earlier visit on this device to compare with: every change is still unknown. */
    isFirstVisit: baseline === null,
  };
};
