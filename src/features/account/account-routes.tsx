import { pageLoader } from '../page-loader';
import type { Feature } from '../route-context';

export const accountFeature: Feature = {
  nav: {
    to: '/account',
    label: 'Account',
    prefetch: async (client, prefetch) =>
      prefetch((await import('./account-queries')).accountPage(client)),
  },
  routes: (ctx) => [
    {
      path: 'account',
      lazy: {
        loader: async () => pageLoader(ctx, (await import('./account-queries')).accountPage),
        Component: async () => (await import('./account-page')).AccountPage,
      },
    },
  ],
};
