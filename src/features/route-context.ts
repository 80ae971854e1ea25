import { createContext, useContext, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
// This file sits at the features/ root, so '../api' is the API layer, not another feature.
// eslint-disable-next-line no-restricted-imports
import type { ApiClient } from '../api/http';
import { SessionStoreContext } from './session/session-context';
import type { SessionStore } from './session/session-store';

/**
 * The contract between app/ and the features (docs/decisions/0003-routes-and-queries.md):
 * app/ builds one RouteContext and hands it to every feature's route factory.
 */
export interface RouteContext {
  queryClient: QueryClient;
  /**
   * The signed-in API client, for loaders. Without a session it throws a redirect to the
   * sign-in page (remembering where the user was), which React Router follows.
   */
  getClient: () => ApiClient;
  session: SessionStore;
}

export interface NavEntry {
  to: string;
  label: string;
}

/** What a feature's `<resource>-routes.tsx` exports: its nav entry and its route objects. */
export interface Feature {
  /** Shown in the shell's navigation, in the order app/features.ts lists the features. */
  nav?: NavEntry;
  /** Routes inside the signed-in shell (paths relative to `/`, e.g. `domains`). */
  routes: (ctx: RouteContext) => RouteObject[];
  /** Routes outside the shell (the sign-in page). */
  publicRoutes?: (ctx: RouteContext) => RouteObject[];
}

/** Route `handle` for every page: the document title while loading or failing. */
export interface RouteHandle {
  title: string;
}

export const ApiClientContext = createContext<ApiClient | null>(null);

/** The signed-in API client, for mutation hooks and components (pages read data via queries). */
export const useApiClient = (): ApiClient => {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient is used outside the signed-in part of the app.');
  return client;
};

const noSession = () => () => {};
const noScope = () => null;

/**
 * The signed-in account's scope for what this device keeps for it (lib/account-storage.ts);
 * null without a session store (a page rendered on its own) or an account id.
 */
export const useAccountScope = (): string | null => {
  const store = useContext(SessionStoreContext);
  return useSyncExternalStore(
    store?.subscribe ?? noSession,
    store ? () => store.get()?.accountScope ?? null : noScope,
  );
};
