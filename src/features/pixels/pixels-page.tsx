import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { describeError } from '../../api/errors';
import type { Pixel } from '../../api/pixels';
import { useToast } from '../../components/feedback/toast';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { CopyButton } from '../../components/ui/copy-button';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { dateColumn, PagedTable } from '../../components/ui/paged-table';
import { usePageParams } from '../../components/ui/pagination';
import type { Column } from '../../components/ui/table';
import { useApiClient } from '../route-context';
import { PixelForm } from './pixel-form';
import { pixelProviderLabel } from './pixel-provider';
import { pixelQueries, useCreatePixel, useDeletePixel, useUpdatePixel } from './pixels-queries';

export const PixelsPage = () => {
  const client = useApiClient();
  const { page, limit } = usePageParams();
  const { data } = useSuspenseQuery(pixelQueries.list(client, { page, limit }));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();

  const createPixel = useCreatePixel();
  const updatePixel = useUpdatePixel();
  const deletePixel = useDeletePixel();
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<Pixel | null>(null);
  const [deleting, setDeleting] = useState<Pixel | null>(null);

  const openAdd = () => setIsAdding(true);

  const confirmDelete = () => {
    if (!deleting) return;
    deletePixel.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`Pixel ${deleting.name} deleted.`);
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

  const columns: Column<Pixel>[] = [
    { header: 'Provider', cell: (pixel) => pixelProviderLabel(pixel.type) },
    { header: 'Name', cell: (pixel) => <span className="font-medium">{pixel.name}</span> },
    {
      header: 'Tag',
      cell: (pixel) => <code className="font-mono text-sm break-all">{pixel.tag}</code>,
    },
    dateColumn(),
    {
      header: 'Actions',
      isHeaderHidden: true,
      className: 'text-right',
      cell: (pixel) => (
        <div className="flex flex-wrap justify-end gap-2">
          <CopyButton value={pixel.tag} label={`Copy the tag of ${pixel.name}`} />
          <Button size="sm" onClick={() => setEditing(pixel)} aria-label={`Edit ${pixel.name}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 dark:text-red-300"
            onClick={() => {
              deletePixel.reset();
              setDeleting(pixel);
            }}
            aria-label={`Delete ${pixel.name}`}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Pixels"
        description="Tracking pixels of your ad and analytics services, fired when someone opens your short links."
        actions={
          <Button variant="primary" onClick={openAdd}>
            Add pixel
          </Button>
        }
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
          <EmptyState
            title="No pixels yet"
            action={
              <Button variant="primary" onClick={openAdd}>
                Add your first pixel
              </Button>
            }
          >
            <p>
              A pixel tells Google, Meta, LinkedIn and other services about visits through your
              short links, so they count conversions and build audiences. Copy the pixel or tag ID
              from that service, then add it here.
            </p>
          </EmptyState>
        }
      />

      <Dialog open={isAdding} onClose={() => setIsAdding(false)} title="Add a pixel">
        <PixelForm
          mode="create"
          onCancel={() => setIsAdding(false)}
          onSubmit={async (input) => {
            await createPixel.mutateAsync(input);
            toast.success(`Pixel ${input.name} added.`);
            setIsAdding(false);
          }}
        />
      </Dialog>

      <Dialog open={editing !== null} onClose={() => setEditing(null)} title="Edit pixel">
        {editing && (
          <PixelForm
            mode="edit"
            pixel={editing}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              await updatePixel.mutateAsync({ id: editing.id, input });
              toast.success(`Pixel ${input.name ?? editing.name} saved.`);
              setEditing(null);
            }}
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this pixel?"
        confirmLabel="Delete pixel"
        pendingLabel="Deleting…"
        isPending={deletePixel.isPending}
        error={deletePixel.error ? describeError(deletePixel.error) : undefined}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <p>
          The {deleting ? pixelProviderLabel(deleting.type) : ''} pixel{' '}
          <span className="font-medium break-all">{deleting?.name}</span> will be removed from your
          account. Short links that use it stop reporting to that service.
        </p>
      </ConfirmDialog>
    </>
  );
};
