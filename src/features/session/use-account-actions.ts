import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRevalidator } from 'react-router';
import { useSessionStore, type SignInNotice } from '../../resources/session';
import { tabAccountsOf } from './tab-accounts';

const SIGNED_OUT: SignInNotice = {
  kind: 'signed-out',
  message: 'You have signed out. The API key was removed from this browser tab.',
};

/**
 * What the header does with the tab's accounts (decision 0034). Another account is shown on
 * the same page: its kept data opens it (0 requests while fresh). With none left, sign-in.
 */
export const useAccountActions = () => {
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const accounts = tabAccountsOf(session);

  const afterChange = () => {
    if (session.get()) {
      void revalidator.revalidate();
      return;
    }
    queryClient.clear();
    void navigate('/sign-in', { replace: true });
  };

  return {
    accounts,
    switchTo(scope: string) {
      accounts.switchTo(scope);
      afterChange();
    },
    /** Signs out of the shown account (a session without an account id: of the tab). */
    signOut() {
      const scope = session.get()?.scope;
      if (scope) accounts.signOut(scope, SIGNED_OUT);
      else session.signOut(SIGNED_OUT);
      afterChange();
    },
    signOutAll() {
      accounts.signOutAll({
        ...SIGNED_OUT,
        message: 'You have signed out of every account. Their API keys were removed from this tab.',
      });
      afterChange();
    },
    addAccount: () => void navigate('/sign-in?another'),
  };
};
