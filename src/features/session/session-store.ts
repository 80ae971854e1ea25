import { createApiClient, normaliseBaseUrl, type ApiClient } from '../../api/http';
import { accountScope, forgetAccountData } from '../../lib/account-scope';
import type { Session, SessionStore, SignInNotice } from '../../resources/session';

export type { Session, SessionStore, SignInNotice } from '../../resources/session';

/**
 * The session: which API and which key. The key lives only in sessionStorage (this tab, gone
 * when it closes) and in memory — never localStorage, cookies, URLs or logs. The account's
 * scope on this device is computed here, once, when the session starts (and carried by it).
 */

const started = (
  baseUrl: string,
  client: ApiClient,
  accountId: number | null,
  email: unknown,
): Session => ({
  baseUrl,
  client,
  accountId,
  scope: accountId === null ? null : accountScope(baseUrl, accountId),
  email: typeof email === 'string' ? email : null,
});

/** Where this tab keeps its session (and index.html's script looks for one). */
export const SESSION_KEY = 'linkdeck.session';
/** Where this tab keeps its other signed-in accounts (features/session/tab-accounts.ts). */
export const ACCOUNTS_KEY = 'linkdeck.accounts';
const RETURN_KEY = 'linkdeck.return-to';
const NOTICE_KEY = 'linkdeck.notice';
const BASE_URL_KEY = 'linkdeck.base-url';

/** Only in-app paths are accepted as return paths (no `//evil.example`, no sign-in loop). */
const isSafeReturnPath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/sign-in');

export const createSessionStore = (
  storage: Storage = sessionStorage,
  makeClient: (options: { baseUrl: string; apiKey: string }) => ApiClient = createApiClient,
  deviceStorage: Storage = localStorage,
): SessionStore => {
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const read = (): Session | null => {
    try {
      const raw = storage.getItem(SESSION_KEY);
      if (!raw) return null;
      const value = JSON.parse(raw) as {
        baseUrl?: unknown;
        apiKey?: unknown;
        accountId?: unknown;
        email?: unknown;
      };
      if (typeof value.baseUrl !== 'string' || typeof value.apiKey !== 'string') return null;
      return started(
        value.baseUrl,
        makeClient({ baseUrl: value.baseUrl, apiKey: value.apiKey }),
        typeof value.accountId === 'number' ? value.accountId : null,
        value.email,
      );
    } catch {
      return null;
    }
  };

  let session = read();

  return {
    get: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    createClient: ({ baseUrl, apiKey }) =>
      makeClient({ baseUrl: normaliseBaseUrl(baseUrl), apiKey: apiKey.trim() }),
    signIn({ baseUrl, apiKey, accountId, email = null, client }) {
      const normalised = normaliseBaseUrl(baseUrl);
      storage.setItem(
        SESSION_KEY,
        JSON.stringify({ baseUrl: normalised, apiKey: apiKey.trim(), accountId, email }),
      );
      storage.setItem(BASE_URL_KEY, normalised);
      storage.removeItem(NOTICE_KEY);
      session = started(
        normalised,
        client ?? makeClient({ baseUrl: normalised, apiKey: apiKey.trim() }),
        accountId,
        email,
      );
      emit();
      return session;
    },
    signOut(notice) {
      storage.removeItem(SESSION_KEY);
      if (notice) storage.setItem(NOTICE_KEY, JSON.stringify(notice));
      if (!session) return;
      if (session.scope !== null) forgetAccountData(session.scope, deviceStorage);
      session = null;
      emit();
    },
    rememberReturnPath(path) {
      if (isSafeReturnPath(path)) storage.setItem(RETURN_KEY, path);
    },
    takeReturnPath() {
      const path = storage.getItem(RETURN_KEY);
      storage.removeItem(RETURN_KEY);
      return path && isSafeReturnPath(path) ? path : null;
    },
    readNotice() {
      const raw = storage.getItem(NOTICE_KEY);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as SignInNotice;
      } catch {
        return null;
      }
    },
    lastBaseUrl: () => storage.getItem(BASE_URL_KEY),
  };
};
