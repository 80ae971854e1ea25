import type { Feature } from '../route-context';

/**
 * Everything here is lazy (like the domains feature): loaders come from channels-queries and
 * the pages from their modules, fetched in parallel when a route is first visited.
 */
export const channelsFeature: Feature = {
  nav: { to: '/channels', label: 'Channels' },
  routes: (ctx) => [
    {
      path: 'channels',
      lazy: {
        loader: async () => (await import('./channels-queries')).channelsLoader(ctx),
        Component: async () => (await import('./channels-page')).ChannelsPage,
      },
    },
    {
      path: 'channels/:id',
      lazy: {
        loader: async () => (await import('./channels-queries')).channelItemsLoader(ctx),
        Component: async () => (await import('./channel-items-page')).ChannelItemsPage,
      },
    },
  ],
};
