import { useSuspenseQuery } from '@tanstack/react-query';
import type { Pixel } from '../../api/pixels';
import { useToast } from '../../components/feedback/toast';
import { DataAge } from '../../components/feedback/data-age';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useConfirmedDelete } from '../../components/ui/confirmed-delete';
import { CopyButton } from '../../components/ui/copy-button';
import {
  Dialog,
  lazyWithPreload,
  preloadOn,
  useDialog,
  createTarget,
} from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { dateColumn, PagedTable } from '../../components/ui/paged-table';
import { usePageParams } from '../../components/ui/pagination';
import { actionsColumn, RowActions, type Column } from '../../components/ui/table';
import { useApiClient } from '../route-context';
import { pixelProviderLabel } from './pixel-provider';
import { pixelQueries, useCreatePixel, useDeletePixel, useUpdatePixel } from './pixels-queries';

const PixelForm = lazyWithPreload(async () => (await import('./pixel-form')).PixelForm);

export const PixelsPage = () => {
  const client = useApiClient();
  const { page, limit } = usePageParams();
  const pageQuery = useSuspenseQuery(pixelQueries.list(client, { page, limit }));
  const { data } = pageQuery;
  const toast = useToast();

  const createPixel = useCreatePixel();
  const updatePixel = useUpdatePixel();
  const adding = useDialog();
  const editing = useDialog<Pixel>();
  const edited = editing.item;
  const deleting = useConfirmedDelete(useDeletePixel(), {
    deletedMessage: (pixel: Pixel) => `Pixel ${pixel.name} deleted.`,
    rowsOnPage: data.items.length,
  });

  const addButton = (label: string) => (
    <Button
      variant="primary"
      onClick={() => adding.open()}
      {...preloadOn(PixelForm)}
      {...createTarget}
    >
      {label}
    </Button>
  );

  const columns: Column<Pixel>[] = [
    { header: 'Provider', cell: (pixel) => pixelProviderLabel(pixel.type) },
    { header: 'Name', cell: (pixel) => <span className="font-medium">{pixel.name}</span> },
    {
      header: 'Tag',
      cell: (pixel) => <code className="font-mono text-sm break-all">{pixel.tag}</code>,
    },
    dateColumn(),
    actionsColumn((pixel) => (
      <RowActions
        name={pixel.name}
        onEdit={() => editing.open(pixel)}
        editProps={preloadOn(PixelForm)}
        onDelete={() => deleting.ask(pixel)}
      >
        <CopyButton value={pixel.tag} label={`Copy the tag of ${pixel.name}`} />
      </RowActions>
    )),
  ];

  return (
    <>
      <PageHeader
        dataAge={<DataAge {...pageQuery} />}
        title="Pixels"
        description="Tracking pixels of your ad and analytics services, fired when someone opens your short links."
        actions={addButton('Add pixel')}
      />

      <PagedTable
        caption="Pixels"
        columns={columns}
        rows={data.items}
        rowKey={(pixel) => pixel.id}
        page={page}
        limit={limit}
        maxPage={data.maxPage}
        total={data.total}
        noun="pixels"
        empty={
          <EmptyState title="No pixels yet" action={addButton('Add your first pixel')}>
            <p>
              A pixel tells Google, Meta, LinkedIn and other services about visits through your
              short links, so they count conversions and build audiences. Copy the pixel or tag ID
              from that service, then add it here.
            </p>
          </EmptyState>
        }
      />

      <Dialog {...adding.props} title="Add a pixel">
        <PixelForm
          mode="create"
          onCancel={adding.close}
          onSubmit={async (input) => {
            await createPixel.mutateAsync(input);
            toast.success(`Pixel ${input.name} added.`);
            adding.close();
          }}
        />
      </Dialog>

      <Dialog {...editing.props} title="Edit pixel">
        {edited && (
          <PixelForm
            mode="edit"
            pixel={edited}
            onCancel={editing.close}
            onSubmit={async (input) => {
              await updatePixel.mutateAsync({ id: edited.id, input });
              toast.success(`Pixel ${input.name ?? edited.name} saved.`);
              editing.close();
            }}
          />
        )}
      </Dialog>

      <ConfirmDialog
        {...deleting.dialogProps}
        title="Delete this pixel?"
        confirmLabel="Delete pixel"
      >
        <p>
          The {deleting.item ? pixelProviderLabel(deleting.item.type) : ''} pixel{' '}
          <span className="font-medium break-all">{deleting.item?.name}</span> will be removed from
          your account. Short links that use it stop reporting to that service.
        </p>
      </ConfirmDialog>
    </>
  );
};
