import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { qrTitle, type QrCode } from '../../api/qr-codes';
import { DataAge } from '../../components/feedback/data-age';
import { PageHeader } from '../../components/layout/page-header';
import { createTarget } from '../../components/ui/dialog';
import { ButtonLink } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useConfirmedDelete } from '../../components/ui/confirmed-delete';
import { CopyButton } from '../../components/ui/copy-button';
import { EmptyState } from '../../components/ui/empty-state';
import { dateColumn, PagedTable } from '../../components/ui/paged-table';
import { usePageParams } from '../../components/ui/pagination';
import { SafeLink } from '../../components/ui/safe-link';
import { actionsColumn, RowActions, type Column } from '../../components/ui/table';
import { formatCount } from '../../lib/format-date';
import { ExportButton } from '../export-button';
import { preloadStatChart } from '../../components/stats/lazy-stat-chart';
import { useApiClient } from '../route-context';
import { usePrefetchOnIntent } from '../prefetch';
import { qrQueries, useDeleteQrCode } from './qr-codes-queries';
import { useQrBulk } from './qr-bulk';
import { useKnownQrs } from './qr-known';
import { QrRowCode, QrRowType, UnknownTypesNote } from './qr-row-cells';

export const QrListPage = () => {
  const client = useApiClient();
  const { page, limit } = usePageParams();
  const pageQuery = useSuspenseQuery(qrQueries.list(client, { page, limit }));
  const { data } = pageQuery;
  const known = useKnownQrs(data.items);
  const intent = usePrefetchOnIntent();
  const bulk = useQrBulk(data.items);
  const prefetchCode = (qr: QrCode) =>
    intent((client, prefetch) => prefetch(qrQueries.detail(client, qr.id)));
  // The statistics page's data and its chart chunk, so numbers and charts appear at once.
  const prefetchStats = (qr: QrCode) =>
    intent((client, prefetch) => {
      preloadStatChart();
      prefetch(qrQueries.detail(client, qr.id));
    });
  const deleting = useConfirmedDelete(useDeleteQrCode(), {
    deletedMessage: (qr: QrCode) => `${qrTitle(qr)} deleted.`,
    rowsOnPage: data.items.length,
  });

  const columns: Column<QrCode>[] = [
    {
      header: 'Code',
      isHeaderHidden: true,
      cell: (qr) => <QrRowCode known={known(qr)} />,
    },
    {
      header: 'Name',
      cell: (qr) => (
        <Link
          to={`/qr/${qr.id}`}
          {...prefetchStats(qr)}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
        >
          {qrTitle(qr)}
        </Link>
      ),
    },
    { header: 'Type', cell: (qr) => <QrRowType known={known(qr)} /> },
    { header: 'Scans', className: 'text-right tabular-nums', cell: (qr) => formatCount(qr.scans) },
    dateColumn(),
    {
      header: 'Short link',
      // Only a server that reports the type gives a short link here (real instances link the
      // image); SafeLink shows an unsafe one as text, never as a link.
      cell: (qr) =>
        qr.type !== undefined && qr.link ? (
          <div className="flex flex-wrap items-center gap-2">
            <SafeLink href={qr.link} />
            <CopyButton value={qr.link} label={`Copy the short link of ${qrTitle(qr)}`} />
          </div>
        ) : (
          '—'
        ),
    },
    actionsColumn((qr) => (
      <RowActions name={qrTitle(qr)} onDelete={() => deleting.ask(qr)}>
        <ButtonLink
          size="sm"
          to={`/qr/${qr.id}`}
          aria-label={`Statistics of ${qrTitle(qr)}`}
          {...prefetchStats(qr)}
        >
          Statistics
        </ButtonLink>
        <ButtonLink
          size="sm"
          to={`/qr/${qr.id}/edit`}
          aria-label={`Edit ${qrTitle(qr)}`}
          {...prefetchCode(qr)}
        >
          Edit
        </ButtonLink>
      </RowActions>
    )),
  ];

  return (
    <>
      <PageHeader
        dataAge={<DataAge {...pageQuery} />}
        title="QR codes"
        description="Codes for print and events: design them, download them for print, and see how often they are scanned."
        actions={
          <>
            <ExportButton kind="qr" />
            <ButtonLink to="/qr/new" variant="primary" {...createTarget}>
              Create QR code
            </ButtonLink>
          </>
        }
      />
      <UnknownTypesNote known={data.items.map(known)} />
      {bulk.bar}
      <PagedTable
        caption="QR codes"
        columns={[bulk.column, ...columns]}
        rows={data.items}
        rowKey={(qr) => qr.id}
        page={page}
        limit={limit}
        maxPage={data.maxPage}
        total={data.total}
        noun="QR codes"
        empty={
          <EmptyState
            title="No QR codes yet"
            action={
              <ButtonLink to="/qr/new" variant="primary">
                Create your first QR code
              </ButtonLink>
            }
          >
            <p>
              A QR code can open a link, save a contact, join a Wi-Fi network and more. Codes that
              go through a short link count every scan, so you can see which poster or flyer works.
            </p>
          </EmptyState>
        }
      />
      <ConfirmDialog
        {...deleting.dialogProps}
        title="Delete this QR code?"
        confirmLabel="Delete QR code"
      >
        <p>
          <span className="font-medium break-all">{deleting.item && qrTitle(deleting.item)}</span>{' '}
          will be deleted with its statistics. Printed copies of a code that uses a short link stop
          working.
        </p>
      </ConfirmDialog>
    </>
  );
};
