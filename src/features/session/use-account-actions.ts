import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRevalidator } from 'react-router';
import { useSessionStore, type SignInNotice } from '../../resources/session';
import { t } from '../../lib/i18n';
import { readAccountLabel } from '../../lib/account-label';
import { accountFullName } from './account-name';
import { scopeOf, waitingAccounts } from './kept-accounts';
import type { TabAccounts } from './tab-accounts';

/** What the sign-in page says after a sign-out, in the language of that moment. */
const signedOut = (message: string): SignInNotice => ({ kind: 'signed-out', message });
const signedOutOfOne = (account: string) =>
  signedOut(
    t(
      {
        defaultMessage:
          'You have signed out of {account}. The API key was removed from this browser tab.',
        description: 'account: a name, an email and a host',
      },
      { account },
    ),
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

  /** Who Sign out concerns: the shown account, and the one shown after it (tab-accounts.ts). */
  const signOutNames = () => {
    const shown = session.get();
    const [next] = shown?.scope ? waitingAccounts(sessionStorage) : [];
    return {
      leaving: shown ? accountFullName(shown, readAccountLabel(shown.scope)) : '',
      staying: next ? accountFullName(next, readAccountLabel(scopeOf(next))) : null,
    };
  };

  return {
    switchTo: (scope: string) => withAccounts((accounts) => accounts.switchTo(scope)),
    signOutNames,
    /** Signs out of the shown account (a session without an account id: of the tab). */
    signOut: () =>
      withAccounts((accounts) => {
        const scope = session.get()?.scope;
        const notice = signedOutOfOne(signOutNames().leaving);
        if (scope) accounts.signOut(scope, notice);
        else session.signOut(notice);
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
