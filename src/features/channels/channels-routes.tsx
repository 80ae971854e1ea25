import type { Feature } from '../route-context';

/** Placeholder: the channels issue replaces the page (and adds a loader priming its query). */
export const channelsFeature: Feature = {
  nav: { to: '/channels', label: 'Channels' },
  routes: () => [
    {
      path: 'channels',
      handle: { title: 'Channels' },
      lazy: async () => ({ Component: (await import('./channels-page')).ChannelsPage }),
    },
    {
      path: 'channels/:id',
      handle: { title: 'Channels' },
      lazy: async () => ({ Component: (await import('./channels-page')).ChannelsPage }),
    },
  ],
};
