import { StrictMode, useLayoutEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, RouterProvider, type RouteObject } from 'react-router';
import { describeError } from '../api/errors';
import { createApiClient } from '../api/http';
import { createSessionStore } from '../features/session/session-store';
import {
  DeviceDataContext,
  SessionStoreContext,
  type DeviceData,
  type SessionStore,
} from '../resources/session';
import { markAppStarted } from '../lib/first-paint';
import { t } from '../lib/i18n';
import { isKeepingDeviceData } from './device-data';
import type { DeviceSession } from './device-session';
import { createPagePriming } from './page-priming';
import { createQueryClient, dataChanges, type DataChange } from './query-client';
import type { RouteContext } from './route-context';
import { createRoutes } from './router';

type Router = ReturnType<typeof createBrowserRouter>;

export interface AppOptions {
  /** Tests pass a fake fetch; the app otherwise uses the browser's. */
  fetch?: typeof fetch;
  storage?: Storage;
  /** Tests use createMemoryRouter. */
  createRouter?: (routes: RouteObject[]) => Router;
}

export interface AppInstance {
  router: Router;
  queryClient: QueryClient;
  session: SessionStore;
  deviceData: DeviceData;
}

/** Wires the session, the query client, the features' routes and the router together. */
export const createApp = (options: AppOptions = {}): AppInstance => {
  // A queue per client: each account of the tab has its own budget (see
  // docs/decisions/0034-accounts-in-one-tab.md); the sign-in check's client becomes the session's.
  const session = createSessionStore(options.storage ?? sessionStorage, ({ baseUrl, apiKey }) =>
    createApiClient({ baseUrl, apiKey, fetch: options.fetch }),
  );
  // Set once the router exists; the auth handler and getClient run only after that.
  const routerRef: { current?: Router } = {};

  const here = () => {
    if (!routerRef.current) return window.location.pathname + window.location.search;
    const { location, navigation } = routerRef.current.state;
    const target = navigation.location ?? location;
    return target.pathname + target.search;
  };

  // A key that stops working mid-session (revoked, expired) sends the user to sign in again,
  // and back to this page afterwards.
  const onAuthError = (error: unknown) => {
    if (!session.get()) return;
    session.rememberReturnPath(here());
    session.signOut({ kind: 'expired', message: describeError(error) });
    // Outside the cache's own notification, so the cache is not cleared while it reports.
    setTimeout(() => queryClient.clear(), 0);
    void routerRef.current?.navigate('/sign-in', { replace: true });
  };

  // The device session loads with the first session (not with the sign-in page).
  let device: Promise<DeviceSession> | undefined;
  const loadDevice = () =>
    (device ??= import('./device-session').then(({ createDeviceSession }) =>
      createDeviceSession({
        session,
        queryClient: () => queryClient,
        // Signing out in one tab signs the account out in all of them.
        onSignedOutElsewhere: () => {
          if (!session.get()) return;
          session.signOut({
            kind: 'signed-out',
            message: t({
              defaultMessage:
                'You signed out in another tab. The API key was removed from this tab too.',
            }),
          });
          queryClient.clear();
          void routerRef.current?.navigate('/sign-in', { replace: true });
        },
      }),
    ));
  if (session.get()) void loadDevice();
  session.subscribe(() => void loadDevice());
  // What a query or a change belongs to is the account shown when it started.
  const shownScope = () => session.get()?.scope;
  const onDataChange = (change: DataChange) => {
    const scope = shownScope();
    if (scope) void loadDevice().then((loaded) => loaded.onDataChange(scope, change));
  };
  const deviceData: DeviceData = {
    isKeeping: isKeepingDeviceData,
    setKeeping: async (keep) => (await loadDevice()).setKeeping(keep),
  };
  const queryClient = createQueryClient({
    onAuthError,
    onDataChange,
    persister: (queryFn, context, query) => {
      // Another account's query (the all-accounts page) is kept in that account's store.
      const scope = query.meta?.otherAccount ?? shownScope();
      return scope
        ? loadDevice().then((loaded) => loaded.persist(scope, queryFn, context, query))
        : Promise.resolve(queryFn(context));
    },
  });

  const priming = createPagePriming(queryClient, () => session.get()?.client.scheduler);

  const ctx: RouteContext = {
    queryClient,
    session,
    deviceData,
    primePage: priming.prime,
    getClient: () => {
      const current = session.get();
      if (current) return current.client;
      session.rememberReturnPath(here());
      throw redirect('/sign-in');
    },
  };

  const router = (options.createRouter ?? createBrowserRouter)(
    createRoutes(ctx, {
      onPageShown: priming.pageShown,
      applyDataChange: dataChanges(queryClient, onDataChange),
    }),
  );
  routerRef.current = router;
  let isNavigating = false;
  router.subscribe(({ navigation }) => {
    if (navigation.state !== 'idle' && !isNavigating) priming.navigationStarted();
    isNavigating = navigation.state !== 'idle';
  });
  return { router, queryClient, session, deviceData };
};

export const App = ({ app }: { app: AppInstance }) => {
  // After the page's own effects: the sign-in page has taken what was submitted before.
  useLayoutEffect(markAppStarted, []);
  return (
    <QueryClientProvider client={app.queryClient}>
      <SessionStoreContext.Provider value={app.session}>
        <DeviceDataContext.Provider value={app.deviceData}>
          <RouterProvider router={app.router} />
        </DeviceDataContext.Provider>
      </SessionStoreContext.Provider>
    </QueryClientProvider>
  );
};

/** The whole app as React renders it: in the browser, and into index.html at build time. */
export const appElement = (app: AppInstance) => (
  <StrictMode>
    <App app={app} />
  </StrictMode>
);

/** Resolves once the router has loaded the first page's code and data (or its error). */
export const routerReady = (router: Router) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
