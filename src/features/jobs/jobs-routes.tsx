import type { Feature } from '../route-context';

/** The import page (reached from Links); the jobs panel lives in the app shell. */
export const jobsFeature: Feature = {
  routes: () => [
    {
      path: 'links/import',
      lazy: { Component: async () => (await import('./import-page')).ImportPage },
    },
  ],
};
