import { createContext, useContext } from 'react';
import type {
  DefaultError,
  EnsureQueryDataOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
// This file sits at the features/ root, so '../api' is the API layer, not another feature.
// eslint-disable-next-line no-restricted-imports
import type { ApiClient } from '../api/http';
import type { Prefetch } from './prefetch';
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
  deviceData: DeviceData;
  /** Primes a page's query; see pageLoader, the one way loaders use it. */
  primePage: PrimePage;
}

/**
 * Primes a page's data before it renders. When its request has to wait for the budget, the
 * page opens at once instead (its skeleton says when it loads) and the request stays queued.
 */
export type PrimePage = <
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TKey extends QueryKey = QueryKey,
>(
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TKey>,
) => Promise<void>;

/** Where sign-in leads and `/` goes: the overview of every link and QR code. */
export const FIRST_PAGE = '/overview';

/** The words of the setting, the same on the sign-in form and the Account page. */
export const KEEP_DEVICE_DATA = {
  label: 'Keep data on this device to save requests',
  hint: 'Pages open again without using your API budget, for up to 24 hours. Never your API key; removed when you sign out.',
} as const;

/** The setting "Keep data on this device to save requests" (decision 0008). */
export interface DeviceData {
  isKeeping(): boolean;
  /** Off wipes what this account kept on the device and writes nothing more. */
  setKeeping(keep: boolean): Promise<void>;
}

export interface NavEntry {
  to: string;
  label: string;
  /** Prefetches the data the page opens with (when the link is hovered or focused). */
  prefetch?: (client: ApiClient, prefetch: Prefetch) => Promise<void>;
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

/**
 * A route's `handle` can say what its error page tells about a missing item (a deleted link's
 * statistics page: "This link no longer exists") and where to go instead.
 */
export interface NotFoundHandle {
  notFound: { title: string; message: string; back: { to: string; label: string } };
}

export const ApiClientContext = createContext<ApiClient | null>(null);

export const DeviceDataContext = createContext<DeviceData | null>(null);

export const useDeviceData = (): DeviceData => {
  const deviceData = useContext(DeviceDataContext);
  if (!deviceData) throw new Error('useDeviceData needs the DeviceDataContext from app/.');
  return deviceData;
};

/** The signed-in API client, for mutation hooks and components (pages read data via queries). */
export const useApiClient = (): ApiClient => {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient is used outside the signed-in part of the app.');
  return client;
};
