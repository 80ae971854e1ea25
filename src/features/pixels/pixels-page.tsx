import { useSuspenseQuery } from '@tanstack/react-query';
import type { Pixel } from '../../api/pixels';
import { ListPage } from '../../components/crud/list-page';
import { useResourceDialogs } from '../../components/crud/use-resource-dialogs';
import { CopyButton } from '../../components/ui/copy-button';
import { lazyWithPreload } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { tableColumns } from '../../components/ui/field-columns';
import { usePageParams } from '../../components/ui/pagination';
import { actionsColumn } from '../../components/ui/table';
import { useApiClient } from '../../resources/session';
import { useMutationsOf } from '../../resources/define-resource';
import { pixelProviderLabel, pixels } from '../../resources/pixels';
import { useT } from '../../components/i18n/use-t';
import { defineMessage } from '../../lib/i18n';
import { ADD_PIXEL, ADD_PIXEL_TITLE, EDIT_PIXEL } from './messages';

const PixelForm = lazyWithPreload(async () => (await import('./pixel-form')).PixelForm);

const DELETE_PIXEL_BODY = defineMessage({
  defaultMessage:
    'The {provider} pixel {name} will be removed from your account. Short links that use it stop reporting to that service.',
  description:
    'provider: the ad or analytics service, like Google Tag Manager; name: the pixel’s name',
});

export const PixelsPage = () => {
  const t = useT();
  const client = useApiClient();
  const query = useSuspenseQuery(pixels.queries.list(client, usePageParams()));
  const crud = useResourceDialogs({
    mutations: useMutationsOf(pixels.mutations),
    Form: PixelForm,
    rows: query.data.items,
    create: {
      title: t(ADD_PIXEL_TITLE),
      done: (input) =>
        t(
          { defaultMessage: 'Pixel {name} added.', description: 'name: the pixel’s name' },
          { name: input.name },
        ),
      form: (props) => <PixelForm mode="create" {...props} />,
    },
    edit: {
      title: t(EDIT_PIXEL),
      done: (input, _saved, pixel) =>
        t(
          { defaultMessage: 'Pixel {name} saved.', description: 'name: the pixel’s name' },
          { name: input.name ?? pixel.name },
        ),
      form: ({ item, ...props }) => <PixelForm mode="edit" pixel={item} {...props} />,
    },
    remove: {
      title: t({ defaultMessage: 'Delete this pixel?' }),
      confirmLabel: t({ defaultMessage: 'Delete pixel', description: 'the button' }),
      done: (pixel: Pixel) =>
        t(
          { defaultMessage: 'Pixel {name} deleted.', description: 'name: the pixel’s name' },
          { name: pixel.name },
        ),
      body: (pixel) =>
        t(DELETE_PIXEL_BODY, { provider: pixelProviderLabel(pixel.type), name: pixel.name }),
    },
  });

  const columns = tableColumns(pixels.fields, [
    'type',
    'name',
    'tag',
    'date',
    actionsColumn((pixel) =>
      crud.rowActions(
        pixel,
        pixel.name,
        <CopyButton
          value={pixel.tag}
          label={t(
            { defaultMessage: 'Copy the tag of {name}', description: 'name: the pixel’s name' },
            { name: pixel.name },
          )}
        />,
      ),
    ),
  ]);

  return (
    <ListPage
      query={query}
      title={t({ defaultMessage: 'Pixels', description: 'the page title' })}
      description={t({
        defaultMessage:
          'Tracking pixels of your ad and analytics services, fired when someone opens your short links.',
      })}
      actions={crud.createButton(t(ADD_PIXEL))}
      columns={columns}
      noun="pixels"
      empty={
        <EmptyState
          title={t({ defaultMessage: 'No pixels yet' })}
          action={crud.createButton(t({ defaultMessage: 'Add your first pixel' }))}
        >
          <p>
            {t({
              defaultMessage:
                'A pixel tells Google, Meta, LinkedIn and other services about visits through your short links, so they count conversions and build audiences. Copy the pixel or tag ID from that service, then add it here.',
            })}
          </p>
        </EmptyState>
      }
    >
      {crud.dialogs}
    </ListPage>
  );
};
