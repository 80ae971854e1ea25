import type { Feature } from '../route-context';

/** Placeholder: the links issue replaces the page (and adds a loader priming its query). */
export const linksFeature: Feature = {
  nav: { to: '/links', label: 'Links' },
  routes: () => [
    {
      path: 'links',
      handle: { title: 'Links' },
      lazy: async () => ({ Component: (await import('./links-page')).LinksPage }),
    },
  ],
};
