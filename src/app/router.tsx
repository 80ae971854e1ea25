import { lazy, Suspense } from 'react';
import { redirect, useLoaderData, type RouteObject } from 'react-router';
import type { AppShell as AppShellType } from './app-shell';
import type { SignInLoaderData } from '../features/session/sign-in-page';
import { ACCOUNTS_KEY } from '../features/session/session-store';
import { FIRST_PAGE } from '../resources/paths';
import { nextTask } from '../lib/when-idle';
import { rememberPaletteUntilShell } from '../lib/keyboard-shortcuts';
import { NotFoundPage } from './not-found-page';
import { AppLoading } from './app-loading';
import { navEntries, pageRoutes, paletteActions } from './pages';
import type { RouteContext } from './route-context';
import type { ApplyDataChange } from '../resources/data-change';

// A page's error panel loads when a page fails: no page that works carries it
// (its words would weigh on the first page too).
const RouteError = lazy(async () => ({ default: (await import('./route-error')).RouteError }));
const routeError = (
  <Suspense fallback={<AppLoading />}>
    <RouteError />
  </Suspense>
);

/**
 * All routes: /sign-in (public) and, inside the signed-in shell, every page of app/pages.tsx.
 * Each page route has its own error boundary, so a failing page keeps the shell usable.
 */
export const createRoutes = (
  ctx: RouteContext,
  shell: { onPageShown: () => void; applyDataChange: ApplyDataChange },
): RouteObject[] => [
  {
    path: '/sign-in',
    loader: ({ request }): SignInLoaderData | Promise<SignInLoaderData> | Response => {
      const { session } = ctx;
      // A Ctrl/Cmd+K pressed while signing in opens the palette once the shell is there.
      rememberPaletteUntilShell();
      // `?another`: the account menu's "Sign in to another account" (see
      // docs/decisions/0034-accounts-in-one-tab.md).
      if (session.get() && !new URL(request.url).searchParams.has('another'))
        return redirect(session.takeReturnPath() ?? FIRST_PAGE);
      const data = {
        notice: session.readNotice(),
        defaultBaseUrl: session.lastBaseUrl() ?? window.location.origin,
        OtherAccounts: null,
      };
      if (session.get() === null && sessionStorage.getItem(ACCOUNTS_KEY) === null) return data;
      // Accounts signed in in this tab are listed below the form. Their list arrives with the
      // page, not after it: a list appearing later would move the centred form under a pointer
      // that is about to press Sign in.
      return import('../features/session/other-accounts').then(({ OtherAccounts }) => ({
        ...data,
        OtherAccounts,
      }));
    },
    lazy: async () => {
      const { SignInPage } = await import('../features/session/sign-in-page');
      // Evaluating the page's code and rendering it are separate tasks, neither of them long.
      await nextTask();
      return { Component: SignInPage };
    },
    HydrateFallback: AppLoading,
    errorElement: routeError,
  },
  {
    path: '/',
    id: 'shell',
    HydrateFallback: AppLoading,
    // Without a session, getClient throws a redirect to /sign-in that remembers this page.
    // The shell's code loads only after that check (a `lazy` route module would load alongside
    // it), so a signed-out visit to `/` loads what the sign-in page loads and nothing more.
    loader: async () => {
      ctx.getClient();
      rememberPaletteUntilShell();
      const { AppShell } = await import('./app-shell');
      return { AppShell };
    },
    // The shell's loader has no data to refresh, so it never runs again after sign-in.
    shouldRevalidate: () => false,
    Component: () => {
      const { AppShell } = useLoaderData<{ AppShell: typeof AppShellType }>();
      return (
        <AppShell
          nav={navEntries()}
          actions={paletteActions()}
          session={ctx.session}
          onPageShown={shell.onPageShown}
          applyDataChange={shell.applyDataChange}
        />
      );
    },
    errorElement: routeError,
    children: [
      {
        errorElement: routeError,
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
          ...pageRoutes(ctx),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
