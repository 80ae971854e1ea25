import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import type { Stats } from '../../api/stats';
import { mergeStats } from '../../components/stats/stats-model';
import { StatsBreakdowns } from '../../components/stats/stats-view';
import { useT } from '../../components/i18n/use-t';
import { Button } from '../../components/ui/button';
import { useNearView } from '../../components/ui/use-near-view';
import { freshInMemory } from '../../resources/fresh-query';
import { useApiClient } from '../../resources/session';
import { costWords } from '../../lib/allowance';
import { defineMessage } from '../../lib/i18n';
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
/** Said instead of the breakdowns until the first click or scan of any link or code. */
const NO_VISITS_YET = {
  title: defineMessage({ defaultMessage: 'No visits yet.' }),
  body: defineMessage({
    defaultMessage:
      'None of your links or QR codes has been clicked or scanned so far, so there are no countries, referrers, browsers or systems to show. They appear here after the first visit.',
  }),
};

export const CombinedBreakdowns = ({ items }: { items: DetailItem[] }) => {
  const t = useT();
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
        {t(
          {
            defaultMessage:
              '{count, plural, =0 {Where visitors come from, across your top items} other {Where visitors come from, across your top # items}}',
          },
          { count: chosen.length },
        )}
      </h2>
      <div className="space-y-2 text-sm text-gray-700 dark:text-gray-300">
        <p aria-live="polite">
          {items.length === 0
            ? ''
            : !isNear
              ? t(
                  {
                    defaultMessage: 'Loads in the background when you scroll here ({cost}).',
                    description: 'cost: what it costs, like "3 requests" or "uses 5% of …"',
                  },
                  { cost: costWords(cost, budget?.limit) },
                )
              : isLoading
                ? t(
                    {
                      defaultMessage:
                        'Adding up {done} of {count, plural, one {# item} other {# items}}… (one request each, in the background, so they never hold up what you do)',
                    },
                    { done, count: chosen.length },
                  )
                : t(
                    {
                      defaultMessage:
                        'Added up from the busiest {count} of your top links and QR codes{failed, plural, =0 {} other {; # could not be loaded}}.',
                    },
                    { count: chosen.length, failed },
                  )}
        </p>
        {extra.length > 0 && !wantsAll && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center print:hidden">
            <p>
              {extraCost === 0
                ? t(
                    {
                      defaultMessage:
                        '{count, plural, one {# more top item has visits; including it costs nothing (already loaded).} other {# more top items have visits; including them costs nothing (already loaded).}}',
                    },
                    { count: extra.length },
                  )
                : t(
                    {
                      defaultMessage:
                        '{count, plural, one {# more top item has visits; including it {cost}.} other {# more top items have visits; including them {cost}.}}',
                      description: 'cost: what it costs, like "3 requests" or "uses 5% of …"',
                    },
                    { count: extra.length, cost: costWords(extraCost, budget?.limit) },
                  )}
            </p>
            <Button size="sm" onClick={() => setWantsAll(true)}>
              {t(
                { defaultMessage: 'Include {count} more', description: 'count: a number of items' },
                { count: extra.length },
              )}
            </Button>
          </div>
        )}
      </div>
      {(!isLoading || loaded.length > 0) && (
        <StatsBreakdowns
          stats={mergeStats(loaded)}
          unit="visits"
          sections={SECTIONS}
          noVisits={NO_VISITS_YET}
        />
      )}
    </section>
  );
};
