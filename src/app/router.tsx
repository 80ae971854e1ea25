import { redirect, useLoaderData, type RouteObject } from 'react-router';
import type { AppShell as AppShellType } from './app-shell';
import { FIRST_PAGE, type Feature, type RouteContext } from '../features/route-context';
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
    // The shell's code loads only after that check (a `lazy` route module would load alongside
    // it), so a signed-out visit to `/` loads what the sign-in page loads and nothing more.
    loader: async () => {
      ctx.getClient();
      const { AppShell } = await import('./app-shell');
      return { AppShell };
    },
    // The shell's loader has no data to refresh, so it never runs again after sign-in.
    shouldRevalidate: () => false,
    Component: () => {
      const { AppShell } = useLoaderData<{ AppShell: typeof AppShellType }>();
      return (
        <AppShell
          nav={features.flatMap((feature) => (feature.nav ? [feature.nav] : []))}
          session={ctx.session}
          scheduler={shell.scheduler}
          onPageShown={shell.onPageShown}
        />
      );
    },
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            // Checks the session too: loaders run together, and this redirect must not win
            // (it would load the first page on the way to sign-in).
            loader: () => {
              ctx.getClient();
              return redirect(FIRST_PAGE);
            },
          },
          ...features.flatMap((feature) => feature.routes(ctx)),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
