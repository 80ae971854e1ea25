import { pageLoader } from '../page-loader';
import type { Feature } from '../route-context';

/**
 * Everything here is lazy (like the domains feature): loaders come from channels-queries and
 * the pages from their modules, fetched in parallel when a route is first visited.
 */
export const channelsFeature: Feature = {
  nav: {
    to: '/channels',
    label: 'Channels',
    prefetch: async (client, prefetch) =>
      prefetch((await import('./channels-queries')).channelsPage(client, '/channels')),
  },
  routes: (ctx) => [
    {
      path: 'channels',
      lazy: {
        loader: async () => pageLoader(ctx, (await import('./channels-queries')).channelsPage),
        Component: async () => (await import('./channels-page')).ChannelsPage,
      },
    },
    {
      path: 'channels/:id',
      lazy: {
        loader: async () => pageLoader(ctx, (await import('./channels-queries')).channelItemsPage),
        Component: async () => (await import('./channel-items-page')).ChannelItemsPage,
      },
    },
  ],
};
