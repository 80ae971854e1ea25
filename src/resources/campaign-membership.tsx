import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useT } from '../components/i18n/use-t';
import { Button } from '../components/ui/button';
import { estimateSeconds, timeWords } from '../lib/request-time';
import { knownLinkCampaigns } from './link-campaigns';
import { useReportedCampaigns, wantReportedCampaigns } from './link-campaigns-read';
import { useAccountScope, useApiClient } from './session';

/**
 * Reading which campaign each link is in, one `GET /api/url/:id` per link not known on this device
 * (docs/decisions/0037-campaign-numbers.md): asked for on the Campaigns page or the Links campaign
 * filter, carried out by the reader in the shell (campaign-membership-reader.tsx), so it goes
 * on after a navigation and, from the store, after a reload.
 */

/** So few reads go without asking, as the overview's first breakdowns do. */
export const FREE_MEMBERSHIP_READS = 5;

/** Links read without asking in this tab: one that failed is not asked for again by itself. */
const readWithoutAsking = new Set<number>();

export interface CampaignMembership {
  /** Each link's campaign as far as this device knows (null: none). */
  known: ReadonlyMap<number, number | null>;
  /** Whether the service reports a link's campaign (null: no read has said yet). */
  reports: boolean | null;
  /** Of the links given, those whose campaign is not known here (none when not reported). */
  unknown: readonly number[];
  /** Links asked for and not read yet. */
  left: number;
  read: () => void;
}

/**
 * What this device knows of the campaigns of `linkIds`, and the read of the rest. `isNeeded`:
 * false when every campaign's links are known already (nothing to read). Up to
 * FREE_MEMBERSHIP_READS unknown links are read without asking.
 */
export const useCampaignMembership = (
  linkIds: readonly number[],
  isNeeded = true,
): CampaignMembership => {
  const queryClient = useQueryClient();
  const scope = useAccountScope();
  const reported = useReportedCampaigns(scope);
  const known = knownLinkCampaigns(queryClient, scope);
  const unknown =
    isNeeded && reported.reports !== false ? linkIds.filter((id) => !known.has(id)) : [];
  const left =
    reported.reports === false ? 0 : reported.wanted.filter((id) => !known.has(id)).length;
  const free = unknown.filter((id) => !readWithoutAsking.has(id));
  const isFree = left === 0 && free.length > 0 && unknown.length <= FREE_MEMBERSHIP_READS;
  useEffect(() => {
    if (!isFree) return;
    for (const id of free) readWithoutAsking.add(id);
    wantReportedCampaigns(scope, free);
  });
  return {
    known,
    reports: reported.reports,
    unknown,
    left,
    read: () => wantReportedCampaigns(scope, unknown),
  };
};

const muted = 'text-gray-600 dark:text-gray-400';

/**
 * What this device does not know of the links' campaigns and what reading it costs, with the
 * button that reads it; while it reads, how many are left; on a service that does not report a
 * link's campaign, that it does not.
 */
export const CampaignMembershipNote = ({ membership }: { membership: CampaignMembership }) => {
  const t = useT();
  const { scheduler } = useApiClient();
  const budget = useSyncExternalStore(scheduler.budget.subscribe, scheduler.budget.get);
  const queue = useSyncExternalStore(scheduler.queue.subscribe, scheduler.queue.get);
  const statusId = useId();
  const { unknown, left, reports } = membership;
  if (reports === false)
    return (
      <p role="note" className={`mb-3 text-sm ${muted}`}>
        {t({
          defaultMessage:
            'Your service does not report which campaign a link is in: only the links assigned on this device are counted.',
        })}
      </p>
    );
  if (left > 0)
    return (
      // Focus moves here from the button that started the read (it is gone then).
      <p id={statusId} tabIndex={-1} role="status" className={`mb-3 text-sm ${muted}`}>
        {t(
          {
            defaultMessage:
              'Reading which campaign your links are in: {left, plural, one {# link left} other {# links left}} (one request each, in the background, so they never hold up what you do).',
          },
          { left },
        )}
      </p>
    );
  if (unknown.length === 0) return null;
  const time = timeWords(
    estimateSeconds(unknown.length, { budget, blockedUntil: queue.blockedUntil }),
  );
  return (
    <div className="mb-3 flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950">
      <p>
        {t(
          {
            defaultMessage:
              '{count, plural, one {Membership of # link is not known on this device — reading it takes # request (about {time} at your budget).} other {Membership of # links is not known on this device — reading it takes # requests (about {time} at your budget).}}',
            description: 'count: links whose campaign is not known; time: like “30 s” or “2 min”',
          },
          { count: unknown.length, time },
        )}
      </p>
      <Button
        size="sm"
        onClick={() => {
          membership.read();
          requestAnimationFrame(() => document.getElementById(statusId)?.focus());
        }}
      >
        {t(
          {
            defaultMessage:
              '{count, plural, one {Read its campaign} other {Read the campaigns of # links}}',
            description: 'button: reads which campaign each link is in, one request each',
          },
          { count: unknown.length },
        )}
      </Button>
    </div>
  );
};
