import { useEffect } from 'react';
// This file sits at the features/ root, so '../lib' is the lib layer, not another feature.
// eslint-disable-next-line no-restricted-imports
import {
  changeSince,
  recordCounts,
  visitBaseline,
  type CountSeen,
  type VisitChange,
} from '../lib/visit-counts';
import { useAccountScope } from './account-scope';

/**
 * The change of each count a page shows since the last visit on this device, for no request:
 * the page passes what it loaded; this keeps it for the next visit (lib/visit-counts.ts).
 */
export const useSinceLastVisit = (seen: readonly CountSeen[]) => {
  const scope = useAccountScope();
  const baseline = scope ? visitBaseline(scope) : null;
  const signature = JSON.stringify(seen);
  useEffect(() => {
    if (scope) recordCounts(scope, JSON.parse(signature) as CountSeen[]);
  }, [scope, signature]);
  return (one: CountSeen): VisitChange | null => changeSince(baseline, one);
};
