import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { describeError } from '../../api/errors';
import type { QrCode } from '../../api/qr-codes';
import { useToast } from '../../components/feedback/toast';
import { PageHeader } from '../../components/layout/page-header';
import { Button, ButtonLink } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { CopyButton } from '../../components/ui/copy-button';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination, usePageParams } from '../../components/ui/pagination';
import { SafeLink } from '../../components/ui/safe-link';
import { DataTable, type Column } from '../../components/ui/table';
import { formatCount, formatDate, toDateTimeAttribute } from '../../lib/format-date';
import { useApiClient } from '../route-context';
import { qrQueries, useDeleteQrCode } from './qr-codes-queries';
import { colorsForPreview, encodedValueOfQr } from './qr-form-model';
import { QrThumbnail } from './qr-preview';
import { qrTitle, qrTypeLabel } from './qr-types';

export const QrListPage = () => {
  const client = useApiClient();
  const { page, limit } = usePageParams();
  const { data } = useSuspenseQuery(qrQueries.list(client, { page, limit }));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const deleteQrCode = useDeleteQrCode();
  const [deleting, setDeleting] = useState<QrCode | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteQrCode.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`${qrTitle(deleting)} deleted.`);
        setDeleting(null);
        // Deleting the last row of a later page would leave an empty page: step back one.
        if (data.items.length === 1 && page > 1) {
          const next = new URLSearchParams(searchParams);
          next.set('page', String(page - 1));
          void navigate(`?${next.toString()}`, { replace: true });
        }
      },
    });
  };

  const columns: Column<QrCode>[] = [
    {
      header: 'Code',
      isHeaderHidden: true,
      cell: (qr) => <QrThumbnail value={encodedValueOfQr(qr)} {...colorsOf(qr)} />,
    },
    {
      header: 'Name',
      cell: (qr) => (
        <Link
          to={`/qr/${qr.id}`}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
        >
          {qrTitle(qr)}
        </Link>
      ),
    },
    { header: 'Type', cell: (qr) => qrTypeLabel(qr.type) },
    { header: 'Scans', className: 'text-right tabular-nums', cell: (qr) => formatCount(qr.scans) },
    {
      header: 'Created',
      cell: (qr) => <time dateTime={toDateTimeAttribute(qr.date)}>{formatDate(qr.date)}</time>,
    },
    {
      header: 'Short link',
      cell: (qr) =>
        qr.link ? (
          <div className="flex flex-wrap items-center gap-2">
            <SafeLink href={qr.link} />
            <CopyButton value={qr.link} label={`Copy the short link of ${qrTitle(qr)}`} />
          </div>
        ) : (
          '—'
        ),
    },
    {
      header: 'Actions',
      isHeaderHidden: true,
      className: 'text-right',
      cell: (qr) => (
        <div className="flex flex-wrap justify-end gap-2">
          <ButtonLink size="sm" to={`/qr/${qr.id}`} aria-label={`Statistics of ${qrTitle(qr)}`}>
            Statistics
          </ButtonLink>
          <ButtonLink size="sm" to={`/qr/${qr.id}/edit`} aria-label={`Edit ${qrTitle(qr)}`}>
            Edit
          </ButtonLink>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 dark:text-red-300"
            onClick={() => {
              deleteQrCode.reset();
              setDeleting(qr);
            }}
            aria-label={`Delete ${qrTitle(qr)}`}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const isPastEnd = data.items.length === 0 && page > 1;
  const createLink = (
    <ButtonLink to="/qr/new" variant="primary">
      Create QR code
    </ButtonLink>
  );

  return (
    <>
      <PageHeader
        title="QR codes"
        description="Codes for print and events: design them, download them for print, and see how often they are scanned."
        actions={createLink}
      />
      {isPastEnd ? (
        <EmptyState
          title="This page is empty"
          action={
            <ButtonLink
              to={data.maxPage > 1 ? `?page=${data.maxPage}&limit=${limit}` : '?'}
              variant="primary"
            >
              Go to the last page
            </ButtonLink>
          }
        >
          <p>There are fewer QR codes than this page number needs.</p>
        </EmptyState>
      ) : data.items.length === 0 ? (
        <EmptyState
          title="No QR codes yet"
          action={
            <ButtonLink to="/qr/new" variant="primary">
              Create your first QR code
            </ButtonLink>
          }
        >
          <p>
            A QR code can open a link, save a contact, join a Wi-Fi network and more. Codes that go
            through a short link count every scan, so you can see which poster or flyer works.
          </p>
        </EmptyState>
      ) : (
        <>
          <DataTable
            caption="QR codes"
            columns={columns}
            rows={data.items}
            rowKey={(qr) => qr.id}
          />
          <Pagination
            page={page}
            limit={limit}
            maxPage={data.maxPage}
            total={data.total}
            noun="QR codes"
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this QR code?"
        confirmLabel="Delete QR code"
        pendingLabel="Deleting…"
        isPending={deleteQrCode.isPending}
        error={deleteQrCode.error ? describeError(deleteQrCode.error) : undefined}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <p>
          <span className="font-medium break-all">{deleting && qrTitle(deleting)}</span> will be
          deleted with its statistics. Printed copies of a code that uses a short link stop working.
        </p>
      </ConfirmDialog>
    </>
  );
};

const colorsOf = (qr: QrCode) =>
  colorsForPreview({ foreground: qr.foreground ?? '', background: qr.background ?? '' });
