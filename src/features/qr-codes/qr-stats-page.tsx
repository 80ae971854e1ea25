import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { isHttpUrl } from '../../api/fields';
import { qrTitle, type QrCode } from '../../api/qr-codes';
import { isStaticQrType, qrTypeLabel } from '../../api/qr-types';
import type { Stats } from '../../api/stats';
import { useToast } from '../../components/feedback/toast';
import { Card } from '../../components/layout/card';
import { DataAge } from '../../components/feedback/data-age';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { useConfirmedDelete } from '../../components/crud/use-confirmed-delete';
import { downloadRowsAsCsv, toFileName } from '../../lib/download';
import { DateTime } from '../../components/ui/date-time';
import { PrintButton } from '../../components/stats/print-button';
import { statsToRows, uniqueClicksFigure } from '../../components/stats/stats-model';
import { StatsBreakdowns, StatsFigures } from '../../components/stats/stats-view';
import { useSinceLastVisit } from '../../components/stats/since-last-visit';
import { useWriteContext } from '../../resources/define-resource';
import { qrCodes, readQrId } from '../../resources/qr-codes';
import { useAccountScope } from '../../resources/session';
import { QrCodePanel } from './qr-code-panel';
import { deleteQr } from './qr-delete';
import { useKnownQr } from './qr-known';
import { EDIT } from './qr-words';
import { useT } from '../../components/i18n/use-t';
import { defineMessage, t } from '../../lib/i18n';
import { ChangeButton, ChangeLink } from '../../components/ui/change-action';

const SCANS = defineMessage({ defaultMessage: 'Scans', description: 'the number of scans' });
const TYPE_DOES_NOT_COUNT_SCANS = defineMessage({
  defaultMessage: '{type} codes do not count scans',
  description: 'type: a kind of QR code, like Text or Wi-Fi',
});

const NoScanCounting = ({ qr, encoded }: { qr: QrCode; encoded: string | null }) => {
  const t = useT();
  return (
    <Card>
      <h2 className="text-lg font-semibold">
        {qr.type
          ? t(TYPE_DOES_NOT_COUNT_SCANS, { type: qrTypeLabel(qr.type) })
          : t({ defaultMessage: 'No scan statistics' })}
      </h2>
      <div className="mt-2 max-w-prose space-y-2 text-sm text-gray-700 dark:text-gray-300">
        <p>
          {qr.type && isStaticQrType(qr.type)
            ? t({
                defaultMessage:
                  'This code holds its content itself, so a phone that scans it never contacts the service and the scan cannot be counted. It keeps working even without the service.',
              })
            : qr.type
              ? t({ defaultMessage: 'The server sent no statistics for this code.' })
              : t({
                  defaultMessage:
                    'The server sent no statistics for this code. Codes that hold their content themselves (text, SMS and Wi-Fi) never count scans.',
                })}
        </p>
        <p>
          {qr.type === 'text' && encoded && isHttpUrl(encoded)
            ? t(
                {
                  defaultMessage:
                    "It opens {link} directly: when that is one of your short links (a code made from a link), each scan is counted once there, as a click on the link's statistics page.",
                },
                { link: encoded },
              )
            : t({
                defaultMessage:
                  'To measure a campaign, use a Link code: it goes through a short link that counts every scan.',
              })}
        </p>
      </div>
    </Card>
  );
};

/**
 * A scan opens the code's own short link, so its scans and that link's clicks are usually the
 * same visits: then one figure says so instead of two equal cards.
 */
const qrFigures = (qr: QrCode, stats: Stats) => {
  const scansAreClicks = stats.clicks === qr.scans;
  const scans = {
    label: t(SCANS),
    value: qr.scans,
    hint: scansAreClicks
      ? t({
          defaultMessage:
            "Times the code was scanned. Each scan opens the code's own short link, so these are also its clicks: the same visits, counted once.",
        })
      : t({ defaultMessage: 'Times the code was scanned.' }),
  };
  return scansAreClicks
    ? [
        scans,
        {
          label: t({ defaultMessage: 'Unique scans' }),
          value: stats.uniqueClicks,
          hint: t({ defaultMessage: 'Scans from different people.' }),
        },
      ]
    : [
        scans,
        {
          label: t({ defaultMessage: 'Clicks', description: 'the number of clicks' }),
          value: stats.clicks,
          hint: t({
            defaultMessage:
              "Visits to the code's short link, as the service counts them apart from scans: not extra visits.",
          }),
        },
        uniqueClicksFigure(stats),
      ];
};

/** Said instead of the breakdowns until the first scan. */
const NO_SCANS_YET = {
  title: defineMessage({ defaultMessage: 'No scans yet.' }),
  body: defineMessage({
    defaultMessage:
      'The counts above are zero because nobody has scanned this code so far. Countries, referrers, browsers and systems appear here after the first scan.',
  }),
};

const Statistics = ({ qr, stats, at }: { qr: QrCode; stats: Stats; at: number }) => {
  const t = useT();
  const [scans, ...rest] = qrFigures(qr, stats);
  const seen = { key: `qr:${qr.id}`, count: qr.scans, at };
  const sinceLastVisit = useSinceLastVisit(useAccountScope(), [seen]);
  return (
    <div className="space-y-6">
      <StatsFigures
        label={t(SCANS)}
        figures={[{ ...scans, change: sinceLastVisit.changeOf(seen) }, ...rest]}
      />
      <StatsBreakdowns stats={stats} unit="scans" noVisits={NO_SCANS_YET} />
    </div>
  );
};

/** "Wi-Fi code": what kind of code this is. */
const TYPE_CODE = defineMessage({
  defaultMessage: '{type} code',
  description: 'type: a kind of QR code, like Text or Wi-Fi',
});

export const QrStatsPage = () => {
  const t = useT();
  const write = useWriteContext();
  const id = readQrId(useParams());
  const pageQuery = useSuspenseQuery(qrCodes.queries.detail(write.client, id));
  const { data } = pageQuery;
  const known = useKnownQr(data.qr);
  const { qr } = known;
  const { stats } = data;
  const navigate = useNavigate();
  const toast = useToast();
  const deleting = useConfirmedDelete({
    ...deleteQr(t),
    mutation: qrCodes.mutations.delete(write),
    onDeleted: () => void navigate('/qr', { replace: true }),
  });
  const title = qrTitle(qr);

  const exportCsv = async () => {
    if (!stats) return;
    const file = toFileName(
      t({ defaultMessage: '{name} statistics', description: 'a file name' }, { name: title }),
      'csv',
      `qr-code-${qr.id}-statistics`,
    );
    await downloadRowsAsCsv(statsToRows(qrFigures(qr, stats), stats), file);
    toast.success(t({ defaultMessage: 'Downloaded {file}.' }, { file }));
  };

  return (
    <>
      <PageHeader
        dataAge={<DataAge {...pageQuery} />}
        title={title}
        description={
          <p>
            {qr.type
              ? t(TYPE_CODE, { type: qrTypeLabel(qr.type) })
              : t({ defaultMessage: 'QR code' })}
            {qr.date && (
              <>
                {' '}
                ·{' '}
                {t({
                  defaultMessage: 'created',
                  description: 'before the date it was created',
                })}{' '}
                <DateTime value={qr.date} />
              </>
            )}
          </p>
        }
        actions={
          <>
            {stats && <PrintButton />}
            {stats && (
              <Button onClick={() => void exportCsv()}>
                {t({ defaultMessage: 'Export CSV' })}
              </Button>
            )}
            <ChangeLink to={`/qr/${qr.id}/edit`}>{t(EDIT)}</ChangeLink>
            <ChangeButton variant="danger" onClick={() => deleting.ask(qr)}>
              {t({ defaultMessage: 'Delete', description: 'button' })}
            </ChangeButton>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-label={t({ defaultMessage: 'The code' })} className="space-y-4">
          <QrCodePanel known={known} title={title} />
        </aside>
        <div>
          {stats ? (
            <Statistics qr={qr} stats={stats} at={pageQuery.dataUpdatedAt} />
          ) : (
            <NoScanCounting qr={qr} encoded={known.encoded} />
          )}
        </div>
      </div>
      {deleting.element}
    </>
  );
};
