import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FIRST_PAGE } from '../../resources/paths';
import { useSessionStore } from '../../resources/session';
import { accountName } from './account-name';
import { tabAccountsOf } from './tab-accounts';
import { useT } from '../../components/i18n/use-t';

/**
 * On the sign-in page, the accounts still signed in in this tab (adding another one, or after
 * one's key stopped working): one press goes back to any of them, without its key again.
 * Loaded only when there are some.
 */
export const OtherAccounts = () => {
  const t = useT();
  const session = useSessionStore();
  const navigate = useNavigate();
  const accounts = tabAccountsOf(session);
  const list = useSyncExternalStore(accounts.subscribe, accounts.list, accounts.list);
  if (list.length === 0) return null;
  return (
    <section
      aria-labelledby="other-accounts"
      className="mt-6 border-t border-gray-200 pt-4 dark:border-gray-800"
    >
      <h2 id="other-accounts" className="text-sm font-semibold">
        {t({ defaultMessage: 'Signed in in this tab' })}
      </h2>
      <ul className="mt-2 space-y-2">
        {list.map((account) => (
          <li key={account.scope}>
            <Button
              variant="secondary"
              size="sm"
              className="w-full justify-start"
              onClick={() => {
                accounts.switchTo(account.scope);
                void navigate(session.takeReturnPath() ?? FIRST_PAGE, { replace: true });
              }}
            >
              <span className="truncate">
                {t(
                  {
                    defaultMessage: 'Continue as {account}',
                    description:
                      'account: an email and a host, like ada@example.com · go.example.com',
                  },
                  { account: accountName(account) },
                )}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
};
