import { useQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { linkLabel, type Link } from '../../api/links';
import { qrTitle, type QrCode } from '../../api/qr-codes';
import { DataAge } from '../../components/feedback/data-age';
import { useT } from '../../components/i18n/use-t';
import { Card } from '../../components/layout/card';
import { PageHeader } from '../../components/layout/page-header';
import { preloadStatChart } from '../../components/stats/lazy-stat-chart';
import { PrintButton } from '../../components/stats/print-button';
import { StatsFigures } from '../../components/stats/stats-view';
import { VisitChangeText } from '../../components/stats/visit-change';
import { Button } from '../../components/ui/button';
import { SafeLink } from '../../components/ui/safe-link';
import { DataTable, type Column } from '../../components/ui/table';
import { t } from '../../lib/i18n';
import { VISIT_GAP_MS, type CountSeen } from '../../lib/visit-counts';
import { usePrefetchOnIntent } from '../../resources/prefetch';
import { useAccountScope, useApiClient } from '../../resources/session';
import { useSinceLastVisit } from '../../components/stats/since-last-visit';
import { CombinedBreakdowns } from './combined-breakdowns';
import { GetStarted, NextActions } from './get-started';
import {
  combinePages,
  detailCandidates,
  sumOf,
  topLinks,
  topQrCodes,
  type Loaded,
} from './overview-model';
import { BACKGROUND, linkStats, overviewLinks, overviewQrCodes, qrStats } from './overview-queries';
import { formatCount } from '../../lib/format-date';

const VISIT_GAP_MINUTES = VISIT_GAP_MS / 60_000;

const rangeFrom2 = (maxPage: number) =>
  Array.from({ length: Math.max(0, maxPage - 1) }, (_, i) => i + 2);
const linkClass =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300';

/** Loads the other pages of both lists (background priority) once the user asked for it. */
const useRestOfLists = (
  client: ReturnType<typeof useApiClient>,
  linkMax: number,
  qrMax: number,
) => {
  const [isCountingAll, setIsCountingAll] = useState(false);
  const links = useQueries({
    queries: (isCountingAll ? rangeFrom2(linkMax) : []).map((page) => ({
      ...overviewLinks(client, page),
      meta: BACKGROUND,
    })),
  });
  const codes = useQueries({
    queries: (isCountingAll ? rangeFrom2(qrMax) : []).map((page) => ({
      ...overviewQrCodes(client, page),
      meta: BACKGROUND,
    })),
  });
  return {
    isCountingAll,
    countAll: () => setIsCountingAll(true),
    links: links.map((query) => query.data),
    codes: codes.map((query) => query.data),
    cost: rangeFrom2(linkMax).length + rangeFrom2(qrMax).length,
  };
};

/** "Across 12 short links.", with how many were counted while some pages are not loaded. */
const acrossHint = (kind: 'links' | 'qr', { total, complete, items }: Loaded<unknown>) =>
  complete
    ? t(
        {
          defaultMessage:
            '{kind, select, qr {Across {total, plural, one {# QR code} other {# QR codes}}.} other {Across {total, plural, one {# short link} other {# short links}}.}}',
        },
        { kind, total },
      )
    : t(
        {
          defaultMessage:
            '{kind, select, qr {Across {total, plural, one {# QR code} other {# QR codes}} (the first {counted, number} counted).} other {Across {total, plural, one {# short link} other {# short links}} (the first {counted, number} counted).}}',
        },
        { kind, total, counted: items.length },
      );

const CountAll = ({
  links,
  codes,
  cost,
  isCountingAll,
  onCountAll,
}: {
  links: Loaded<Link>;
  codes: Loaded<QrCode>;
  cost: number;
  isCountingAll: boolean;
  onCountAll: () => void;
}) => {
  const t = useT();
  const counts = {
    links: links.items.length,
    linksTotal: links.total,
    codes: codes.items.length,
    codesTotal: codes.total,
    cost,
  };
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950 print:hidden">
      <p aria-live="polite">
        {isCountingAll
          ? t(
              {
                defaultMessage:
                  'Counting every item in the background: {links, number} of {linksTotal, plural, one {# link} other {# links}} and {codes, number} of {codesTotal, plural, one {# QR code} other {# QR codes}} so far.',
              },
              counts,
            )
          : t(
              {
                defaultMessage:
                  'The totals count the first {links, number} of {linksTotal, plural, one {# link} other {# links}} and {codes, number} of {codesTotal, plural, one {# QR code} other {# QR codes}}. Counting all of them costs {cost, plural, one {# more request} other {# more requests}}.',
              },
              counts,
            )}
      </p>
      {!isCountingAll && (
        <Button onClick={onCountAll}>
          {t(
            {
              defaultMessage: 'Count all ({cost, plural, one {# request} other {# requests}})',
              description: 'button: loads every page of the lists; cost: the requests it takes',
            },
            { cost },
          )}
        </Button>
      )}
    </div>
  );
};

/** One ranked list of the overview, or what to do while there is nothing to rank. */
const TopList = <T extends { id: number }>({
  id,
  title,
  caption,
  columns,
  rows,
  empty,
}: {
  id: string;
  title: string;
  caption: string;
  columns: Column<T>[];
  rows: T[];
  empty: string;
}) => (
  <section aria-labelledby={id} className="space-y-3 break-inside-avoid">
    <h2 id={id} className="text-lg font-semibold">
      {title}
    </h2>
    {rows.length > 0 ? (
      <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.id} />
    ) : (
      <Card>
        <p className="text-sm text-gray-700 dark:text-gray-300">{empty}</p>
      </Card>
    )}
  </section>
);

export const OverviewPage = () => {
  const t = useT();
  const client = useApiClient();
  const linksQuery = useSuspenseQuery(overviewLinks(client));
  const codesQuery = useSuspenseQuery(overviewQrCodes(client));
  const rest = useRestOfLists(client, linksQuery.data.maxPage, codesQuery.data.maxPage);
  const links = combinePages([linksQuery.data, ...rest.links]);
  const codes = combinePages([codesQuery.data, ...rest.codes]);
  const intent = usePrefetchOnIntent();
  const prefetchLink = (link: Link) =>
    intent((c, prefetch) => {
      preloadStatChart();
      prefetch(linkStats(c, link.id));
    });
  const prefetchQr = (qr: QrCode) =>
    intent((c, prefetch) => {
      preloadStatChart();
      prefetch(qrStats(c, qr.id));
    });

  const linksAt = linksQuery.dataUpdatedAt;
  const codesAt = codesQuery.dataUpdatedAt;
  const totalClicks = sumOf(links.items, (link) => link.clicks);
  const totalScans = sumOf(codes.items, (qr) => qr.scans);
  const bestLinks = topLinks(links.items);
  const bestCodes = topQrCodes(codes.items);
  const clicksSeen: CountSeen = { key: 'total:links', count: totalClicks, at: linksAt };
  const scansSeen: CountSeen = { key: 'total:qr', count: totalScans, at: codesAt };
  const linkSeen = (link: Link): CountSeen => ({
    key: `links:${link.id}`,
    count: link.clicks,
    at: linksAt,
  });
  const qrSeen = (qr: QrCode): CountSeen => ({ key: `qr:${qr.id}`, count: qr.scans, at: codesAt });
  const sinceLastVisit = useSinceLastVisit(useAccountScope(), [
    // A total over part of the items would compare two different sums.
    ...(links.complete ? [clicksSeen] : []),
    ...(codes.complete ? [scansSeen] : []),
    ...bestLinks.map(linkSeen),
    ...bestCodes.map(qrSeen),
  ]);
  const change = (seen: CountSeen) => {
    const value = sinceLastVisit.changeOf(seen);
    return value ? (
      <VisitChangeText value={value} />
    ) : (
      <span className="text-gray-600 dark:text-gray-400">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t({ defaultMessage: 'Not known yet' })}</span>
      </span>
    );
  };

  const statisticsOf = (name: string) =>
    t({ defaultMessage: 'Statistics of {name}', description: 'name: a link or QR code' }, { name });
  const sinceLastVisitHeader = t({
    defaultMessage: 'Since last visit',
    description: 'column header: the change of a count since the user last looked',
  });
  const linkColumns: Column<Link>[] = [
    {
      header: t({ defaultMessage: 'Link', description: 'column header' }),
      cell: (link) => (
        <RouterLink
          to={`/links/${link.id}/stats`}
          className={linkClass}
          aria-label={statisticsOf(linkLabel(link))}
          {...prefetchLink(link)}
        >
          {linkLabel(link)}
        </RouterLink>
      ),
    },
    {
      header: t({ defaultMessage: 'Destination', description: 'where a short link sends people' }),
      // One line, cut at its end: an address broken across lines reads as two. Clamped, not
      // truncated: the column may still narrow (a long word would widen a half-width table).
      cell: (link) => <SafeLink href={link.longurl} className="line-clamp-1 max-w-xs" />,
    },
    {
      header: t({ defaultMessage: 'Clicks', description: 'column header' }),
      className: 'text-end tabular-nums',
      cell: (link) => formatCount(link.clicks),
    },
    {
      header: sinceLastVisitHeader,
      className: 'text-end',
      cell: (link) => change(linkSeen(link)),
    },
  ];
  const qrColumns: Column<QrCode>[] = [
    {
      header: t({ defaultMessage: 'QR code', description: 'column header' }),
      cell: (qr) => (
        <RouterLink
          to={`/qr/${qr.id}`}
          className={linkClass}
          aria-label={statisticsOf(qrTitle(qr))}
          {...prefetchQr(qr)}
        >
          {qrTitle(qr)}
        </RouterLink>
      ),
    },
    {
      header: t({ defaultMessage: 'Scans', description: 'column header' }),
      className: 'text-end tabular-nums',
      cell: (qr) => formatCount(qr.scans),
    },
    { header: sinceLastVisitHeader, className: 'text-end', cell: (qr) => change(qrSeen(qr)) },
  ];

  const isPartial = !links.complete || !codes.complete;
  const isNewAccount = links.total === 0 && codes.total === 0;
  return (
    <>
      <PageHeader
        title={t({ defaultMessage: 'Overview', description: 'the title of the overview page' })}
        description={t({
          defaultMessage:
            'How your links and QR codes are doing: totals, the busiest ones, and where their visitors come from.',
        })}
        dataAge={
          <DataAge
            dataUpdatedAt={Math.min(linksAt, codesAt)}
            isFetching={linksQuery.isFetching || codesQuery.isFetching}
            refetch={() => Promise.all([linksQuery.refetch(), codesQuery.refetch()])}
          />
        }
        actions={
          <>
            {!isNewAccount && <NextActions />}
            <PrintButton />
          </>
        }
      />
      {isNewAccount ? (
        <GetStarted />
      ) : (
        <div className="space-y-6">
          <StatsFigures
            label={t({ defaultMessage: 'Totals' })}
            figures={[
              {
                label: t({ defaultMessage: 'Total clicks' }),
                value: totalClicks,
                hint: acrossHint('links', links),
                change: links.complete ? sinceLastVisit.changeOf(clicksSeen) : undefined,
              },
              {
                label: t({ defaultMessage: 'Total scans' }),
                value: totalScans,
                hint: acrossHint('qr', codes),
                change: codes.complete ? sinceLastVisit.changeOf(scansSeen) : undefined,
              },
            ]}
          />
          {isPartial && (
            <CountAll
              links={links}
              codes={codes}
              cost={rest.cost}
              isCountingAll={rest.isCountingAll}
              onCountAll={rest.countAll}
            />
          )}
          <div className="grid gap-6 xl:grid-cols-2 print:grid-cols-1">
            <TopList
              id="top-links"
              title={t(
                {
                  defaultMessage:
                    '{count, plural, =0 {Top links by clicks} other {Top # links by clicks}}',
                },
                { count: bestLinks.length },
              )}
              caption={t({ defaultMessage: 'Top links by clicks' })}
              columns={linkColumns}
              rows={bestLinks}
              empty={
                links.total === 0
                  ? t({
                      defaultMessage:
                        'You have no short links yet. Create one on the Links page; its clicks show here.',
                    })
                  : t({
                      defaultMessage:
                        'None of your links has been clicked yet. Share one: its clicks show here.',
                    })
              }
            />
            <TopList
              id="top-codes"
              title={t(
                {
                  defaultMessage:
                    '{count, plural, =0 {Top QR codes by scans} other {Top # QR codes by scans}}',
                },
                { count: bestCodes.length },
              )}
              caption={t({ defaultMessage: 'Top QR codes by scans' })}
              columns={qrColumns}
              rows={bestCodes}
              empty={
                codes.total === 0
                  ? t({
                      defaultMessage:
                        'You have no QR codes yet. Create one on the QR codes page; its scans show here.',
                    })
                  : t({
                      defaultMessage:
                        'None of your QR codes that count scans has been scanned yet. Print one: its scans show here.',
                    })
              }
            />
          </div>
          <details className="max-w-prose text-sm text-gray-700 dark:text-gray-300">
            <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-300">
              {t({ defaultMessage: 'How these numbers are counted' })}
            </summary>
            <div className="mt-2 space-y-2">
              <p>
                {t({
                  defaultMessage:
                    "Clicks and scans are different visits and are never added together: a scan of a QR code is counted on the code, a visit to a short link on the link. A code made from a link's row encodes that short link, so its scans are counted once, as the link's clicks.",
                })}
              </p>
              <p>
                {sinceLastVisit.isFirstVisit
                  ? t(
                      {
                        defaultMessage:
                          '“Since last visit” fills in on your next visit from this device ({minutes, plural, one {# minute} other {# minutes}} or more from now): this is the first time it sees these counts, so there is nothing to compare with yet.',
                      },
                      { minutes: VISIT_GAP_MINUTES },
                    )
                  : t({
                      defaultMessage:
                        '“Since last visit” compares with what this device saw on your last visit; — means that visit did not see the item.',
                    })}
              </p>
            </div>
          </details>
          <CombinedBreakdowns items={detailCandidates(bestLinks, bestCodes)} />
        </div>
      )}
    </>
  );
};
