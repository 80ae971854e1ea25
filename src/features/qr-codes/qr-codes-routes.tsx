import { pageLoader } from '../page-loader';
import type { Feature, NotFoundHandle } from '../route-context';

const NOT_FOUND: NotFoundHandle = {
  notFound: {
    title: 'This QR code no longer exists',
    message: 'It may have been deleted, here or elsewhere; its statistics went with it.',
    back: { to: '/qr', label: 'Back to your QR codes' },
  },
};

/**
 * Everything here is lazy (docs/decisions/0003): loaders come from qr-codes-queries and pages
 * from their modules, so no QR code weighs on the first page. recharts is lazier still: only
 * the statistics page loads it (components/stats/lazy-stat-chart.ts).
 */
export const qrCodesFeature: Feature = {
  nav: {
    to: '/qr',
    label: 'QR codes',
    prefetch: async (client, prefetch) =>
      prefetch((await import('./qr-codes-queries')).qrListPage(client, '/qr')),
  },
  routes: (ctx) => [
    {
      path: 'qr',
      lazy: {
        loader: async () => pageLoader(ctx, (await import('./qr-codes-queries')).qrListPage),
        Component: async () => (await import('./qr-list-page')).QrListPage,
      },
    },
    {
      path: 'qr/new',
      lazy: { Component: async () => (await import('./qr-create-page')).QrCreatePage },
    },
    {
      path: 'qr/:id',
      handle: NOT_FOUND,
      lazy: {
        loader: async () => pageLoader(ctx, (await import('./qr-codes-queries')).qrDetailPage),
        Component: async () => (await import('./qr-stats-page')).QrStatsPage,
      },
    },
    {
      path: 'qr/:id/edit',
      lazy: {
        loader: async () => pageLoader(ctx, (await import('./qr-codes-queries')).qrDetailPage),
        Component: async () => (await import('./qr-edit-page')).QrEditPage,
      },
    },
  ],
};
