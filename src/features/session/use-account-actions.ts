import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRevalidator } from 'react-router';
import { useSessionStore, type SignInNotice } from '../../resources/session';
import { t } from '../../lib/i18n';
import type { TabAccounts } from './tab-accounts';

/** What the sign-in page says after a sign-out, in the language of that moment. */
const signedOut = (message: string): SignInNotice => ({ kind: 'signed-out', message });
const signedOutOfOne = () =>
  signedOut(
    t({ defaultMessage: 'You have signed out. The API key was removed from this browser tab.' }),
  );

/**
 * What the header does with the tab's accounts (see docs/decisions/0034-accounts-in-one-tab.md).
 * Another account is shown on the same page: its kept data opens it (0 requests while fresh). With
 * none left, sign-in. The tab's accounts load when an action runs (or the menu opens), not with
 * every page.
 */
export const useAccountActions = () => {
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  const withAccounts = async (action: (accounts: TabAccounts) => void) => {
    const { tabAccountsOf } = await import('./tab-accounts');
    action(tabAccountsOf(session));
    if (session.get()) {
      void revalidator.revalidate();
      return;
    }
    queryClient.clear();
    void navigate('/sign-in', { replace: true });
  };

  return {
    switchTo: (scope: string) => withAccounts((accounts) => accounts.switchTo(scope)),
    /** Signs out of the shown account (a session without an account id: of the tab). */
    signOut: () =>
      withAccounts((accounts) => {
        const scope = session.get()?.scope;
        if (scope) accounts.signOut(scope, signedOutOfOne());
        else session.signOut(signedOutOfOne());
      }),
    signOutAll: () =>
      withAccounts((accounts) =>
        accounts.signOutAll(
          signedOut(
            t({
              defaultMessage:
                'You have signed out of every account. Their API keys were removed from this tab.',
            }),
          ),
        ),
      ),
    addAccount: () => void navigate('/sign-in?another'),
  };
};
