import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeError } from '../../api/errors';
import { isStaticQrType, qrTitle, type QrCode, type QrStats } from '../../api/qr-codes';
import { useToast } from '../../components/feedback/toast';
import { Card } from '../../components/layout/card';
import { DataAge } from '../../components/feedback/data-age';
import { PageHeader } from '../../components/layout/page-header';
import { Button, ButtonLink } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toCsv } from '../../lib/csv';
import { downloadCsv, toFileName } from '../../lib/download';
import { formatCount, formatDate, toDateTimeAttribute } from '../../lib/format-date';
import { useApiClient } from '../route-context';
import { qrQueries, useDeleteQrCode } from './qr-codes-queries';
import { QrCodePanel } from './qr-code-panel';
import { useKnownQr } from './qr-known';
import { shareOf, STAT_SECTIONS, statsToRows, toEntries, type StatEntry } from './qr-stats';
import { useQrId } from './qr-id';
import { qrTypeLabel } from './qr-types';

const QrBarChart = lazy(() => import('./qr-charts').then((m) => ({ default: m.QrBarChart })));

const Figure = ({ label, value, hint }: { label: string; value: number; hint: string }) => (
  <div className="rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
    <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">{label}</dt>
    <dd className="mt-1 text-3xl font-semibold tabular-nums">{formatCount(value)}</dd>
    <dd className="mt-1 text-xs text-gray-600 dark:text-gray-400">{hint}</dd>
  </div>
);

const StatTable = ({
  entries,
  title,
  column,
}: {
  entries: StatEntry[];
  title: string;
  column: string;
}) => {
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <table className="mt-2 w-full text-left text-sm">
      <caption className="sr-only">{title}</caption>
      <thead>
        <tr className="border-b border-gray-200 dark:border-gray-700">
          <th scope="col" className="py-2 pr-4 font-semibold">
            {column}
          </th>
          <th scope="col" className="py-2 pr-4 text-right font-semibold">
            Scans
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.label} className="border-b border-gray-100 dark:border-gray-800">
            <th scope="row" className="py-2 pr-4 font-normal break-all">
              {entry.label}
            </th>
            <td className="py-2 pr-4 text-right tabular-nums">{formatCount(entry.count)}</td>
            <td className="py-2 text-right tabular-nums">{shareOf(entry.count, total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

const StatSection = ({
  title,
  column,
  map,
}: {
  title: string;
  column: string;
  map: Record<string, number>;
}) => {
  const id = useId();
  const entries = toEntries(map);
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">No scans recorded yet.</p>
      ) : (
        <>
          <Suspense
            fallback={
              <p className="h-32 text-sm text-gray-600 dark:text-gray-400">Loading the chart…</p>
            }
          >
            <QrBarChart entries={entries} title={title} />
          </Suspense>
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-300">
              Show {title.toLowerCase()} as a table
            </summary>
            <StatTable entries={entries} title={title} column={column} />
          </details>
        </>
      )}
    </section>
  );
};

const NoScanCounting = ({ qr }: { qr: QrCode }) => (
  <Card>
    <h2 className="text-lg font-semibold">
      {qr.type ? `${qrTypeLabel(qr.type)} codes do not count scans` : 'No scan statistics'}
    </h2>
    <div className="mt-2 max-w-prose space-y-2 text-sm text-gray-700 dark:text-gray-300">
      <p>
        {qr.type && isStaticQrType(qr.type)
          ? 'This code holds its content itself, so a phone that scans it never contacts the service and the scan cannot be counted. It keeps working even without the service.'
          : qr.type
            ? 'The server sent no statistics for this code.'
            : 'The server sent no statistics for this code. Codes that hold their content themselves (text, SMS and Wi-Fi) never count scans.'}
      </p>
      <p>
        To measure a campaign, use a Link code: it goes through a short link that counts every scan.
      </p>
    </div>
  </Card>
);

const Statistics = ({ qr, stats }: { qr: QrCode; stats: QrStats }) => (
  <div className="space-y-6">
    <dl className="grid gap-4 sm:grid-cols-3">
      <Figure label="Scans" value={qr.scans} hint="Times the code was scanned." />
      <Figure label="Clicks" value={stats.clicks} hint="Visits to the code's short link." />
      <Figure
        label="Unique clicks"
        value={stats.uniqueClicks}
        hint="Visits from different people."
      />
    </dl>
    <div className="grid gap-4 xl:grid-cols-2">
      {STAT_SECTIONS.map(({ key, title, column }) => (
        <StatSection key={key} title={title} column={column} map={stats[key]} />
      ))}
    </div>
  </div>
);

export const QrStatsPage = () => {
  const client = useApiClient();
  const id = useQrId();
  const pageQuery = useSuspenseQuery(qrQueries.detail(client, id));
  const { data } = pageQuery;
  const known = useKnownQr(data.qr);
  const { qr } = known;
  const { stats } = data;
  const navigate = useNavigate();
  const toast = useToast();
  const deleteQrCode = useDeleteQrCode();
  const [isDeleting, setIsDeleting] = useState(false);
  const title = qrTitle(qr);

  const exportCsv = () => {
    if (!stats) return;
    const file = toFileName(`${title} statistics`, 'csv', `qr-code-${qr.id}-statistics`);
    downloadCsv(toCsv(statsToRows(qr, stats)), file);
    toast.success(`Downloaded ${file}.`);
  };

  return (
    <>
      <PageHeader
        dataAge={<DataAge {...pageQuery} />}
        title={title}
        description={
          <p>
            {qr.type ? `${qrTypeLabel(qr.type)} code` : 'QR code'}
            {qr.date && (
              <>
                {' '}
                · created <time dateTime={toDateTimeAttribute(qr.date)}>{formatDate(qr.date)}</time>
              </>
            )}
          </p>
        }
        actions={
          <>
            {stats && <Button onClick={exportCsv}>Export CSV</Button>}
            <ButtonLink to={`/qr/${qr.id}/edit`}>Edit</ButtonLink>
            <Button
              variant="danger"
              onClick={() => {
                deleteQrCode.reset();
                setIsDeleting(true);
              }}
            >
              Delete
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-label="The code" className="space-y-4">
          <QrCodePanel known={known} title={title} />
        </aside>
        <div>{stats ? <Statistics qr={qr} stats={stats} /> : <NoScanCounting qr={qr} />}</div>
      </div>
      <ConfirmDialog
        open={isDeleting}
        title="Delete this QR code?"
        confirmLabel="Delete QR code"
        pendingLabel="Deleting…"
        isPending={deleteQrCode.isPending}
        error={deleteQrCode.error ? describeError(deleteQrCode.error) : undefined}
        onCancel={() => setIsDeleting(false)}
        onConfirm={() =>
          deleteQrCode.mutate(qr.id, {
            onSuccess: () => {
              toast.success(`${title} deleted.`);
              void navigate('/qr', { replace: true });
            },
          })
        }
      >
        <p>
          <span className="font-medium break-all">{title}</span> will be deleted with its
          statistics. Printed copies of a code that uses a short link stop working.
        </p>
      </ConfirmDialog>
    </>
  );
};
