import type { LoaderFunctionArgs } from 'react-router';
import { readPageParams } from '../../components/ui/pagination';
import type { Feature } from '../route-context';
import { qrQueries } from './qr-codes-queries';
import { readQrId } from './qr-id';

export const qrCodesFeature: Feature = {
  nav: { to: '/qr', label: 'QR codes' },
  routes: ({ queryClient, getClient }) => {
    const loadDetail = async ({ params }: LoaderFunctionArgs) => {
      await queryClient.ensureQueryData(qrQueries.detail(getClient(), readQrId(params)));
      return null;
    };
    return [
      {
        path: 'qr',
        handle: { title: 'QR codes' },
        loader: async ({ request }) => {
          await queryClient.ensureQueryData(
            qrQueries.list(getClient(), readPageParams(request.url)),
          );
          return null;
        },
        lazy: async () => ({ Component: (await import('./qr-list-page')).QrListPage }),
      },
      {
        path: 'qr/new',
        handle: { title: 'New QR code' },
        lazy: async () => ({ Component: (await import('./qr-designer-page')).QrCreatePage }),
      },
      {
        path: 'qr/:id',
        handle: { title: 'QR code statistics' },
        loader: loadDetail,
        lazy: async () => ({ Component: (await import('./qr-stats-page')).QrStatsPage }),
      },
      {
        path: 'qr/:id/edit',
        handle: { title: 'Edit QR code' },
        loader: loadDetail,
        lazy: async () => ({ Component: (await import('./qr-designer-page')).QrEditPage }),
      },
    ];
  },
};
