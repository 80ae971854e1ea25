import { useSuspenseQuery } from '@tanstack/react-query';
import type { Pixel } from '../../api/pixels';
import { ListPage } from '../../components/crud/list-page';
import { useResourceDialogs } from '../../components/crud/use-resource-dialogs';
import { CopyButton } from '../../components/ui/copy-button';
import { lazyWithPreload } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { tableColumns } from '../../components/ui/field-columns';
import { usePageParams } from '../../components/ui/pagination';
import { actionsColumn, RowActions } from '../../components/ui/table';
import { useApiClient } from '../../resources/session';
import { useMutationsOf } from '../../resources/define-resource';
import { pixelProviderLabel, pixels } from '../../resources/pixels';

const PixelForm = lazyWithPreload(async () => (await import('./pixel-form')).PixelForm);

export const PixelsPage = () => {
  const client = useApiClient();
  const query = useSuspenseQuery(pixels.queries.list(client, usePageParams()));
  const crud = useResourceDialogs({
    mutations: useMutationsOf(pixels.mutations),
    Form: PixelForm,
    rows: query.data.items,
    create: {
      title: 'Add a pixel',
      done: (input) => `Pixel ${input.name} added.`,
      form: (props) => <PixelForm mode="create" {...props} />,
    },
    edit: {
      title: 'Edit pixel',
      done: (input, _saved, pixel) => `Pixel ${input.name ?? pixel.name} saved.`,
      form: ({ item, ...props }) => <PixelForm mode="edit" pixel={item} {...props} />,
    },
    remove: {
      title: 'Delete this pixel?',
      confirmLabel: 'Delete pixel',
      done: (pixel: Pixel) => `Pixel ${pixel.name} deleted.`,
      body: (pixel) => (
        <p>
          The {pixelProviderLabel(pixel.type)} pixel{' '}
          <span className="font-medium break-all">{pixel.name}</span> will be removed from your
          account. Short links that use it stop reporting to that service.
        </p>
      ),
    },
  });

  const columns = tableColumns(pixels.fields, [
    'type',
    'name',
    'tag',
    'date',
    actionsColumn((pixel) => (
      <RowActions
        name={pixel.name}
        onEdit={() => crud.edit(pixel)}
        editProps={crud.editOpener}
        onDelete={() => crud.remove(pixel)}
      >
        <CopyButton value={pixel.tag} label={`Copy the tag of ${pixel.name}`} />
      </RowActions>
    )),
  ]);

  return (
    <ListPage
      query={query}
      title="Pixels"
      description="Tracking pixels of your ad and analytics services, fired when someone opens your short links."
      actions={crud.createButton('Add pixel')}
      columns={columns}
      noun="pixels"
      empty={
        <EmptyState title="No pixels yet" action={crud.createButton('Add your first pixel')}>
          <p>
            A pixel tells Google, Meta, LinkedIn and other services about visits through your short
            links, so they count conversions and build audiences. Copy the pixel or tag ID from that
            service, then add it here.
          </p>
        </EmptyState>
      }
    >
      {crud.dialogs}
    </ListPage>
  );
};
