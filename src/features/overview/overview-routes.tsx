import type { LoaderFunctionArgs } from 'react-router';
import { pageLoader } from '../page-loader';
import type { Feature } from '../route-context';

/**
 * The first page after sign-in. Lazy like every page; its loader primes both lists it opens
 * with (one request each, none while fresh), and recharts loads only after its numbers.
 */
export const overviewFeature: Feature = {
  nav: {
    to: '/overview',
    label: 'Overview',
    prefetch: async (client, prefetch) => {
      const { overviewLinks, overviewQrCodes } = await import('./overview-queries');
      prefetch(overviewLinks(client));
      prefetch(overviewQrCodes(client));
    },
  },
  routes: (ctx) => [
    {
      path: 'overview',
      lazy: {
        loader: async () => {
          const { overviewLinks, overviewQrCodes } = await import('./overview-queries');
          const links = pageLoader(ctx, (client) => overviewLinks(client));
          const codes = pageLoader(ctx, (client) => overviewQrCodes(client));
          return async (args: LoaderFunctionArgs) => {
            await Promise.all([links(args), codes(args)]);
            return null;
          };
        },
        Component: async () => (await import('./overview-page')).OverviewPage,
      },
    },
  ],
};
