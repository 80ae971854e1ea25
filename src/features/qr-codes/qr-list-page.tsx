import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { qrTitle, type QrCode } from '../../api/qr-codes';
import { ListPage } from '../../components/crud/list-page';
import { useConfirmedDelete } from '../../components/crud/use-confirmed-delete';
import { createTarget } from '../../components/ui/page-targets';
import { ButtonLink } from '../../components/ui/button';
import { CopyableLink } from '../../components/ui/copy-button';
import { EmptyState } from '../../components/ui/empty-state';
import { copyableColumns } from '../../components/ui/copy-columns';
import { usePageParams } from '../../components/ui/pagination';
import { actionsColumn, RowActions } from '../../components/ui/table';
import { preloadStatChart } from '../../components/stats/lazy-stat-chart';
import { useWriteContext } from '../../resources/define-resource';
import { useExportButton } from '../../resources/export';
import { usePrefetchOnIntent } from '../../resources/prefetch';
import { qrCodes } from '../../resources/qr-codes';
import { deleteQr } from './qr-delete';
import { useQrBulk } from './qr-bulk';
import { useKnownQrs } from './qr-known';
import { QrRowCode, QrRowType, UnknownTypesNote } from './qr-row-cells';
import { CREATE_QR_CODE } from './qr-form-model';
import { EDIT, EDIT_NAMED, SHORT_LINK } from './qr-words';
import { useT } from '../../components/i18n/use-t';
import { defineMessage } from '../../lib/i18n';
import { ChangeLink } from '../../components/ui/change-action';

const QR_CODES_INTRO = defineMessage({
  defaultMessage:
    'Codes for print and events: design them, download them for print, and see how often they are scanned.',
});

/** The empty list's invitation. */
const WHAT_A_QR_CODE_DOES = defineMessage({
  defaultMessage:
    'A QR code can open a link, save a contact, join a Wi-Fi network and more. Codes that go through a short link count every scan, so you can see which poster or flyer works.',
});

export const QrListPage = () => {
  const t = useT();
  const write = useWriteContext();
  const query = useSuspenseQuery(qrCodes.queries.list(write.client, usePageParams()));
  const { data } = query;
  const exportButton = useExportButton();
  const known = useKnownQrs(data.items);
  const intent = usePrefetchOnIntent();
  const bulk = useQrBulk(data.items);
  const prefetchCode = (qr: QrCode) =>
    intent((client, prefetch) => prefetch(qrCodes.queries.detail(client, qr.id)));
  // The statistics page's data and its chart chunk, so numbers and charts appear at once.
  const prefetchStats = (qr: QrCode) =>
    intent((client, prefetch) => {
      preloadStatChart();
      prefetch(qrCodes.queries.detail(client, qr.id));
    });
  const deleting = useConfirmedDelete({
    ...deleteQr(t),
    mutation: qrCodes.mutations.delete(write),
    rowsOnPage: data.items.length,
  });

  const columns = copyableColumns(qrCodes.fields, [
    {
      header: t({ defaultMessage: 'Code', description: 'column: the QR code’s image' }),
      isHeaderHidden: true,
      card: 'side',
      cell: (qr) => <QrRowCode known={known(qr)} />,
    },
    {
      field: 'name',
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
    { field: 'type', cell: (qr) => <QrRowType known={known(qr)} /> },
    'scans',
    'date',
    {
      header: t(SHORT_LINK),
      // Only a server that reports the type gives a short link here (real instances link the
      // image); SafeLink shows an unsafe one as text, never as a link.
      cell: (qr) =>
        qr.type !== undefined && qr.link ? (
          <CopyableLink
            href={qr.link}
            label={t({ defaultMessage: 'Copy the short link of {name}' }, { name: qrTitle(qr) })}
          />
        ) : (
          '—'
        ),
    },
    actionsColumn((qr) => (
      <RowActions name={qrTitle(qr)} onDelete={() => deleting.ask(qr)}>
        <ButtonLink
          size="sm"
          to={`/qr/${qr.id}`}
          aria-label={t({ defaultMessage: 'Statistics of {name}' }, { name: qrTitle(qr) })}
          {...prefetchStats(qr)}
        >
          {t({ defaultMessage: 'Statistics', description: 'button' })}
        </ButtonLink>
        <ChangeLink
          size="sm"
          to={`/qr/${qr.id}/edit`}
          aria-label={t(EDIT_NAMED, { name: qrTitle(qr) })}
          {...prefetchCode(qr)}
        >
          {t(EDIT)}
        </ChangeLink>
      </RowActions>
    )),
  ]);

  return (
    <ListPage
      query={query}
      title={t({ defaultMessage: 'QR codes', description: 'page title' })}
      // On a phone the list itself comes first: the introduction is for screen readers there.
      description={<span className="max-sm:sr-only">{t(QR_CODES_INTRO)}</span>}
      actions={
        <>
          {exportButton('qr')}
          <ChangeLink to="/qr/new" variant="primary" {...createTarget}>
            {t(CREATE_QR_CODE)}
          </ChangeLink>
        </>
      }
      above={
        <>
          <UnknownTypesNote known={data.items.map(known)} />
          {bulk.outcome}
          {bulk.bar}
        </>
      }
      columns={[bulk.column, ...columns]}
      noun="qr"
      empty={
        <EmptyState
          title={t({ defaultMessage: 'No QR codes yet' })}
          action={
            <ChangeLink to="/qr/new" variant="primary">
              {t({ defaultMessage: 'Create your first QR code' })}
            </ChangeLink>
          }
        >
          <p>{t(WHAT_A_QR_CODE_DOES)}</p>
        </EmptyState>
      }
    >
      {deleting.element}
    </ListPage>
  );
};
