import type { Feature } from '../route-context';

export const accountFeature: Feature = {
  nav: { to: '/account', label: 'Account' },
  routes: (ctx) => [
    {
      path: 'account',
      lazy: {
        loader: async () => (await import('./account-queries')).accountLoader(ctx),
        Component: async () => (await import('./account-page')).AccountPage,
      },
    },
  ],
};
