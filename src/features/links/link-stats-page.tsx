import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Link } from '../../api/links';
import type { Stats } from '../../api/stats';
import { DataAge } from '../../components/feedback/data-age';
import { useToast } from '../../components/feedback/toast';
import { useT } from '../../components/i18n/use-t';
import { PageHeader } from '../../components/layout/page-header';
import { PrintButton } from '../../components/stats/print-button';
import { statsToRows, uniqueClicksFigure } from '../../components/stats/stats-model';
import { StatsBreakdowns, StatsFigures } from '../../components/stats/stats-view';
import { Button, ButtonLink } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { SafeLink } from '../../components/ui/safe-link';
import { downloadRowsAsCsv, toFileName } from '../../lib/download';
import { defineMessage, t } from '../../lib/i18n';
import { DateTime } from '../../components/ui/date-time';
import { useSinceLastVisit } from '../../components/stats/since-last-visit';
import { linkLabel } from '../../api/links';
import { links, readLinkId } from '../../resources/links';
import { useAccountScope, useApiClient } from '../../resources/session';
import { LINK_WORDS } from './link-words';

const CLICKS = defineMessage({
  defaultMessage: 'Clicks',
  description: 'the heading of a link’s click numbers, and the name of its figure',
});

/** The figures, in the current language (on the page and in the exported file). */
const linkFigures = (stats: Stats) => [
  {
    label: t(CLICKS),
    value: stats.clicks,
    hint: t({
      defaultMessage:
        'Visits to the short link, scans of a QR code that encodes it included (counted once).',
    }),
  },
  uniqueClicksFigure(stats),
];

/** One line of the link's facts: what it is, then its value. */
const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <>
    <dt className="font-medium">{term}</dt>
    <dd>{children}</dd>
  </>
);

/** Where the link points and how to share it; only http(s) addresses become links. */
const LinkFacts = ({ link }: { link: Link }) => {
  const t = useT();
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      <dt className="font-medium">{t({ defaultMessage: 'Short URL' })}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <SafeLink href={link.shorturl} />
        {link.shorturl && (
          <CopyButton
            value={link.shorturl}
            label={t({ defaultMessage: 'Copy short URL {shortUrl}' }, { shortUrl: link.shorturl })}
          />
        )}
      </dd>
      <Fact
        term={t({ defaultMessage: 'Destination', description: 'where a short link sends people' })}
      >
        <SafeLink href={link.longurl} />
      </Fact>
      {link.date && (
        <Fact term={t({ defaultMessage: 'Created', description: 'the date a link was created' })}>
          <DateTime value={link.date} />
        </Fact>
      )}
    </dl>
  );
};

/** Said instead of the breakdowns until the first click. */
const NO_CLICKS_YET = {
  title: defineMessage({ defaultMessage: 'No clicks yet.' }),
  body: defineMessage({
    defaultMessage:
      'The counts above are zero because nobody has opened this short link so far. Countries, referrers, browsers and systems appear here after the first visit.',
  }),
};

export const LinkStatsPage = () => {
  const t = useT();
  const client = useApiClient();
  const id = readLinkId(useParams());
  const pageQuery = useSuspenseQuery(links.queries.detail(client, id));
  const { link, stats } = pageQuery.data;
  const toast = useToast();
  const title = linkLabel(link);
  const seen = { key: `links:${link.id}`, count: stats.clicks, at: pageQuery.dataUpdatedAt };
  const sinceLastVisit = useSinceLastVisit(useAccountScope(), [seen]);
  const [clicks, ...rest] = linkFigures(stats);

  const exportCsv = async () => {
    const file = toFileName(
      t(
        { defaultMessage: '{name} statistics', description: 'a file name; name: the link' },
        { name: title },
      ),
      'csv',
      `link-${link.id}-statistics`,
    );
    await downloadRowsAsCsv(statsToRows(linkFigures(stats), stats), file);
    toast.success(t({ defaultMessage: 'Downloaded {file}.' }, { file }));
  };

  return (
    <>
      <PageHeader
        dataAge={<DataAge {...pageQuery} />}
        title={title}
        description={<p>{t({ defaultMessage: 'Statistics of a short link' })}</p>}
        actions={
          <>
            <PrintButton />
            <Button onClick={() => void exportCsv()}>{t({ defaultMessage: 'Export CSV' })}</Button>
            <ButtonLink to="/links" className="print:hidden">
              {t(LINK_WORDS.allLinks)}
            </ButtonLink>
          </>
        }
      />
      <div className="space-y-6">
        <LinkFacts link={link} />
        <StatsFigures
          label={t(CLICKS)}
          figures={[{ ...clicks, change: sinceLastVisit.changeOf(seen) }, ...rest]}
        />
        <StatsBreakdowns stats={stats} unit="clicks" noVisits={NO_CLICKS_YET} />
      </div>
    </>
  );
};
