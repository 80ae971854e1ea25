import { useContext, useSyncExternalStore } from 'react';
// This file sits at the features/ root, so '../lib' is the lib layer, not another feature.
// eslint-disable-next-line no-restricted-imports
import { accountScope } from '../lib/account-scope';
import { SessionStoreContext } from './session/session-context';

const noSession = () => () => {};
const noScope = () => null;

/**
 * The signed-in account's scope for what this device keeps for it (lib/account-scope.ts);
 * null without a session store (a component rendered on its own) or an account id.
 */
export const useAccountScope = (): string | null => {
  const store = useContext(SessionStoreContext);
  const getScope = () => {
    const current = store?.get();
    return current && current.accountId !== null
      ? accountScope(current.baseUrl, current.accountId)
      : null;
  };
  return useSyncExternalStore(store?.subscribe ?? noSession, store ? getScope : noScope);
};
