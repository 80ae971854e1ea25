import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import type { Stats } from '../../api/stats';
import { mergeStats } from '../../components/stats/stats-model';
import { StatsBreakdowns } from '../../components/stats/stats-view';
import { Button } from '../../components/ui/button';
import { useNearView } from '../../components/ui/use-near-view';
import { freshInMemory } from '../../resources/fresh-query';
import { useApiClient } from '../../resources/session';
import { costWords } from '../../lib/allowance';
import { FREE_DETAIL_COUNT, type DetailItem } from './overview-model';
import { linkStats, qrStats } from './overview-queries';

const SECTIONS = ['topCountries', 'topReferrers', 'topBrowsers', 'topOs'] as const;

/**
 * Countries, referrers, browsers and systems added up across the busiest items. Each item's
 * statistics cost one request (none when fresh in the cache, shared with its statistics page),
 * sent at background priority once the section comes into view (a visit that never scrolls
 * here spends nothing); more than FREE_DETAIL_COUNT items only after the user agrees to the
 * cost shown.
 */
export const CombinedBreakdowns = ({ items }: { items: DetailItem[] }) => {
  const client = useApiClient();
  const budget = useSyncExternalStore(
    client.budget.subscribe,
    client.budget.get,
    client.budget.get,
  );
  const queryClient = useQueryClient();
  const [wantsAll, setWantsAll] = useState(false);
  const [sectionRef, isNear] = useNearView<HTMLElement>();
  const chosen = wantsAll ? items : items.slice(0, FREE_DETAIL_COUNT);
  const extra = items.slice(FREE_DETAIL_COUNT);
  // Reading fresh statistics again costs nothing; only the rest would be requests.
  const isFree = (item: DetailItem) =>
    item.kind === 'links'
      ? freshInMemory(queryClient, linkStats(client, item.id)) !== undefined
      : freshInMemory(queryClient, qrStats(client, item.id)) !== undefined;
  const extraCost = extra.filter((item) => !isFree(item)).length;
  const cost = chosen.filter((item) => !isFree(item)).length;

  const linkResults = useQueries({
    queries: chosen
      .filter((i) => i.kind === 'links')
      .map((i) => ({ ...linkStats(client, i.id), enabled: isNear })),
  });
  const qrResults = useQueries({
    queries: chosen
      .filter((i) => i.kind === 'qr')
      .map((i) => ({ ...qrStats(client, i.id), enabled: isNear })),
  });
  const results = [...linkResults, ...qrResults];
  const loaded = results.flatMap((r) => (r.data ? [r.data] : [])).filter((s): s is Stats => !!s);
  const failed = results.filter((r) => r.isError).length;
  const done = results.filter((r) => r.data !== undefined || r.isError).length;
  const isLoading = done < results.length;

  return (
    <section ref={sectionRef} aria-labelledby="combined" className="space-y-3">
      <h2 id="combined" className="text-lg font-semibold">
        Where visitors come from, across your top {chosen.length || ''} items
      </h2>
      <div className="space-y-2 text-sm text-gray-700 dark:text-gray-300">
        <p aria-live="polite">
          {items.length === 0
            ? ''
            : !isNear
              ? `Loads in the background when you scroll here (${costWords(cost, budget?.limit)}).`
              : isLoading
                ? `Adding up ${done} of ${chosen.length} items… (one request each, in the background, so they never hold up what you do)`
                : `Added up from the busiest ${chosen.length} of your top links and QR codes${failed > 0 ? `; ${failed} could not be loaded` : ''}.`}
        </p>
        {extra.length > 0 && !wantsAll && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center print:hidden">
            <p>
              {extra.length} more top {extra.length === 1 ? 'item has' : 'items have'} visits;
              including {extra.length === 1 ? 'it' : 'them'}{' '}
              {extraCost === 0
                ? 'costs nothing (already loaded)'
                : costWords(extraCost, budget?.limit)}
              .
            </p>
            <Button size="sm" onClick={() => setWantsAll(true)}>
              Include {extra.length} more
            </Button>
          </div>
        )}
      </div>
      {(!isLoading || loaded.length > 0) && (
        <StatsBreakdowns
          stats={mergeStats(loaded)}
          unit="Visits"
          sections={SECTIONS}
          noVisits={
            <p>
              <span className="font-medium">No visits yet.</span> None of your links or QR codes has
              been clicked or scanned so far, so there are no countries, referrers, browsers or
              systems to show. They appear here after the first visit.
            </p>
          }
        />
      )}
    </section>
  );
};
