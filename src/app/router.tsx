import { redirect, type RouteObject } from 'react-router';
import type { Feature, RouteContext } from '../features/route-context';
import { NotFoundPage } from './not-found-page';
import type { RequestScheduler } from '../api/scheduler';
import { RouteError } from './route-error';
import { AppLoading } from './app-loading';

/**
 * All routes, composed from the features' route factories:
 *   /sign-in (public) and, inside the signed-in shell, every feature page.
 * Each page route has its own error boundary, so a failing page keeps the shell usable.
 */
export const createRoutes = (
  ctx: RouteContext,
  features: Feature[],
  shell: { scheduler: RequestScheduler; onPageShown: () => void },
): RouteObject[] => [
  ...features
    .flatMap((feature) => feature.publicRoutes?.(ctx) ?? [])
    .map((route) => ({
      ...route,
      HydrateFallback: AppLoading,
      errorElement: <RouteError />,
    })),
  {
    path: '/',
    id: 'shell',
    HydrateFallback: AppLoading,
    // Without a session, getClient throws a redirect to /sign-in that remembers this page.
    loader: () => {
      ctx.getClient();
      return null;
    },
    // The shell's loader has no data to refresh, so it never runs again after sign-in.
    shouldRevalidate: () => false,
    // The shell is lazy too: the sign-in page should not carry its code.
    lazy: async () => {
      const { AppShell } = await import('./app-shell');
      return {
        element: (
          <AppShell
            nav={features.flatMap((feature) => (feature.nav ? [feature.nav] : []))}
            session={ctx.session}
            scheduler={shell.scheduler}
            onPageShown={shell.onPageShown}
          />
        ),
      };
    },
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, loader: () => redirect('/links') },
          ...features.flatMap((feature) => feature.routes(ctx)),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
