import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ApiClient } from '../api/http';
import type { Translate } from '../lib/i18n';

/**
 * The signed-in session as every page sees it: which API, which client, and the account's
 * scope on this device. app/ creates the store (features/session/session-store.ts) and hands it
 * down through these contexts; no feature reaches into another for it.
 */
export interface Session {
  baseUrl: string;
  client: ApiClient;
  /** The account's id from the sign-in check: with the address, it scopes data kept on the device. */
  accountId: number | null;
  /**
   * What this device keeps for the account is filed under this (lib/account-scope.ts: a hash of
   * the address and the account id, never the key); null for a session without an account id.
   * Computed once, when the session starts.
   */
  scope: string | null;
  /**
   * The account's email from the sign-in check, for the account menu (null in a session kept by an
   * older version).
   */
  email: string | null;
}

export interface SignInNotice {
  kind: 'expired' | 'signed-out';
  message: string;
}

export interface SessionStore {
  get(): Session | null;
  subscribe(listener: () => void): () => void;
  /** A client for a key that is not kept yet (the sign-in page checks the key with it first). */
  createClient(input: { baseUrl: string; apiKey: string }): ApiClient;
  /** Keeps the key. Pass the client that checked it, so its request budget carries over. */
  signIn(input: {
    baseUrl: string;
    apiKey: string;
    accountId: number | null;
    email?: string | null;
    client?: ApiClient;
  }): Session;
  /** Forgets the key and what this device kept for the account until sign-out. */
  signOut(notice?: SignInNotice): void;
  /** Where to go after signing in (a path inside the app, never containing the key). */
  rememberReturnPath(path: string): void;
  takeReturnPath(): string | null;
  /** The message for the sign-in page; kept until the next sign-in (loaders may run twice). */
  readNotice(): SignInNotice | null;
  /** The last base URL used, to prefill the sign-in form. */
  lastBaseUrl(): string | null;
}

export const SessionStoreContext = createContext<SessionStore | null>(null);

export const useSessionStore = (): SessionStore => {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSessionStore needs the SessionStoreContext from app/.');
  return store;
};

const noSession = () => () => {};
const noScope = () => null;

/**
 * The signed-in account's scope for what this device keeps for it; null without a session
 * store (a component rendered on its own) or an account id.
 */
export const useAccountScope = (): string | null => {
  const store = useContext(SessionStoreContext);
  return useSyncExternalStore(
    store?.subscribe ?? noSession,
    store ? () => store.get()?.scope ?? null : noScope,
  );
};

export const ApiClientContext = createContext<ApiClient | null>(null);

/** The signed-in API client, for mutations and components (pages read data via queries). */
export const useApiClient = (): ApiClient => {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient is used outside the signed-in part of the app.');
  return client;
};

/**
 * The setting "Keep data on this device to save requests" (see
 * docs/decisions/0008-budget-aware-data-engine.md).
 */
export interface DeviceData {
  isKeeping(): boolean;
  /** Off wipes what this account kept on the device and writes nothing more. */
  setKeeping(keep: boolean): Promise<void>;
}

/** The words of the setting, the same on the sign-in form and the Account page. */
export const keepDeviceDataWords = (t: Translate) => ({
  label: t({ defaultMessage: 'Keep data on this device to save requests' }),
  hint: t({
    defaultMessage:
      'Pages open again without using your API budget, for up to 24 hours. Never your API key; removed when you sign out.',
  }),
});

export const DeviceDataContext = createContext<DeviceData | null>(null);

export const useDeviceData = (): DeviceData => {
  const deviceData = useContext(DeviceDataContext);
  if (!deviceData) throw new Error('useDeviceData needs the DeviceDataContext from app/.');
  return deviceData;
};
