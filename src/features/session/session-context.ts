import { createContext, useContext } from 'react';
import type { SessionStore } from './session-store';

export const SessionStoreContext = createContext<SessionStore | null>(null);

export const useSessionStore = (): SessionStore => {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSessionStore needs the SessionStoreContext from app/.');
  return store;
};
