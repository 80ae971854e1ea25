import { useEffect, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { useSessionStore } from '../../resources/session';
import { useT } from '../../components/i18n/use-t';
import { AccountMark } from '../../components/ui/account-mark';
import { useAccountLabel } from '../../resources/account-labels';
import { accountDetail, accountTitle, ALL_ACCOUNTS } from './account-name';
import { tabAccountsOf, type TabAccount } from './tab-accounts';
import { useAccountActions } from './use-account-actions';

const itemClass =
  'flex w-full min-h-10 items-center gap-2 rounded-md px-3 py-2 text-start text-sm text-gray-800 hover:bg-gray-100 focus:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus:bg-gray-800';

const MenuItem = ({ onClick, children }: { onClick: () => void; children: ReactNode }) => (
  <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={onClick}>
    {children}
  </button>
);

/** An account of the menu: its mark, its name, then its email and host, all of them (wrapped). */
const AccountItem = ({ account, onChoose }: { account: TabAccount; onChoose: () => void }) => {
  const label = useAccountLabel(account.scope);
  const title = accountTitle(account, label);
  const where = accountDetail(account, label);
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={account.isShown}
      tabIndex={-1}
      className={`${itemClass} items-start`}
      onClick={onChoose}
    >
      <span aria-hidden="true" className="w-4 shrink-0 text-brand-700 dark:text-brand-300">
        {account.isShown ? '✓' : ''}
      </span>
      <AccountMark colour={label.colour} className="mt-1 size-3" />
      <span className="min-w-0 wrap-anywhere">
        <span dir="auto" className="block font-medium">
          {title}
        </span>
        {where && (
          <span dir="auto" className="block text-xs text-gray-700 dark:text-gray-300">
            {where}
          </span>
        )}
      </span>
    </button>
  );
};

/**
 * The open account menu: the accounts signed in in this tab, switching between
 * them, naming the shown one, the all-accounts overview, another sign-in, and signing out of
 * all. Arrows, Home and
 * End move; Escape and Tab close it (account-menu.tsx gives focus back to its button).
 */
export const AccountMenuItems = ({
  id,
  button,
  focusAt,
  onClose,
  onName,
}: {
  id: string;
  button: RefObject<HTMLButtonElement | null>;
  /** The item that takes focus when the menu opens (Up opens it on the last). */
  focusAt: 'first' | 'last';
  onClose: (returnFocus?: boolean) => void;
  /** Opens the shown account's name and colour (none for a session without an account id). */
  onName?: () => void;
}) => {
  const t = useT();
  const accounts = tabAccountsOf(useSessionStore());
  const { switchTo, signOutAll, addAccount } = useAccountActions();
  const list = useSyncExternalStore(accounts.subscribe, accounts.list, accounts.list);
  const menu = useRef<HTMLDivElement>(null);

  const items = () => [
    ...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []),
  ];

  useEffect(() => {
    const all = items();
    (focusAt === 'last' ? all.at(-1) : all[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [button, focusAt, onClose]);

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[
      event.key as 'ArrowDown'
    ];
    if (move !== undefined) {
      event.preventDefault();
      all[(move + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') onClose(false);
  };

  const choose = (action: () => void) => {
    onClose();
    action();
  };

  return (
    <div
      ref={menu}
      id={id}
      role="menu"
      aria-label={t({ defaultMessage: 'Accounts', description: 'the account menu' })}
      tabIndex={-1}
      onKeyDown={onMenuKeyDown}
      className="absolute end-0 z-50 mt-1 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
    >
      {list.map((account) => (
        <AccountItem
          key={account.scope}
          account={account}
          onChoose={() =>
            choose(() => {
              if (!account.isShown) void switchTo(account.scope);
            })
          }
        />
      ))}
      <div role="separator" className="my-1 border-t border-gray-200 dark:border-gray-700" />
      <Link
        to="/accounts"
        role="menuitem"
        tabIndex={-1}
        className={itemClass}
        onClick={() => onClose(false)}
      >
        {t(ALL_ACCOUNTS)}
      </Link>
      {onName && (
        <MenuItem onClick={() => choose(onName)}>
          {t({ defaultMessage: 'Name and colour…', description: 'names the shown account' })}
        </MenuItem>
      )}
      <MenuItem onClick={() => choose(addAccount)}>
        {t({ defaultMessage: 'Sign in to another account' })}
      </MenuItem>
      {list.length > 1 && (
        <MenuItem onClick={() => choose(() => void signOutAll())}>
          {t({ defaultMessage: 'Sign out of all accounts' })}
        </MenuItem>
      )}
    </div>
  );
};
