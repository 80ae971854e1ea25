import { useState, type ReactNode } from 'react';
import { TEST_API_KEY } from '../api/testing';
import { SessionStoreContext } from '../resources/session';
import { createSessionStore } from '../features/session/session-store';
import { TEST_BASE_URL } from './render-app';

/**
 * For a component rendered on its own: a signed-in session of account `accountId` (what the
 * device keeps per account is scoped by it). Its client is real; nothing here sends requests.
 */
export const SignedInSession = ({
  accountId,
  children,
}: {
  accountId: number;
  children: ReactNode;
}) => {
  const [session] = useState(() => {
    const store = createSessionStore(sessionStorage);
    store.signIn({ baseUrl: TEST_BASE_URL, apiKey: TEST_API_KEY, accountId });
    return store;
  });
  return <SessionStoreContext.Provider value={session}>{children}</SessionStoreContext.Provider>;
};
