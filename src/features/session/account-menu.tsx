import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { accountName } from './account-name';
import { useAccountActions } from './use-account-actions';

const itemClass =
  'flex w-full min-h-10 items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-gray-800 hover:bg-gray-100 focus:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus:bg-gray-800';

/**
 * The header's account menu (issue 22): the accounts signed in in this tab, switching between
 * them, the all-accounts overview, another sign-in, and signing out of all. A menu button as
 * the ARIA pattern has it: arrows, Home and End move, Escape and Tab close it, focus returns.
 */
export const AccountMenu = () => {
  const { accounts, switchTo, signOutAll, addAccount } = useAccountActions();
  const list = useSyncExternalStore(accounts.subscribe, accounts.list, accounts.list);
  const [isOpen, setIsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const shown = list.find((account) => account.isShown);

  const items = () => [
    ...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []),
  ];
  const close = (returnFocus = true) => {
    setIsOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

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
      close();
    } else if (event.key === 'Tab') close(false);
  };

  const choose = (action: () => void) => {
    close();
    action();
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        className="flex min-h-9 max-w-56 items-center gap-1 rounded-md px-2 py-1.5 text-xs text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
      >
        <span className="sr-only">Accounts, signed in as </span>
        <span className="truncate">{shown ? accountName(shown) : 'Accounts'}</span>
        {list.length > 1 && (
          <span className="rounded-full bg-gray-200 px-1.5 tabular-nums dark:bg-gray-700">
            {list.length}
            <span className="sr-only"> accounts</span>
          </span>
        )}
        <svg viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor" aria-hidden="true">
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </button>
      {isOpen && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Accounts"
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-1 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
        >
          {list.map((account) => (
            <button
              key={account.scope}
              type="button"
              role="menuitemradio"
              aria-checked={account.isShown}
              tabIndex={-1}
              className={itemClass}
              onClick={() =>
                choose(() => {
                  if (!account.isShown) switchTo(account.scope);
                })
              }
            >
              <span aria-hidden="true" className="w-4 shrink-0 text-brand-700 dark:text-brand-300">
                {account.isShown ? '✓' : ''}
              </span>
              <span className="min-w-0 truncate">{accountName(account)}</span>
            </button>
          ))}
          <div role="separator" className="my-1 border-t border-gray-200 dark:border-gray-700" />
          <Link
            to="/accounts"
            role="menuitem"
            tabIndex={-1}
            className={itemClass}
            onClick={() => close(false)}
          >
            All accounts
          </Link>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={itemClass}
            onClick={() => choose(addAccount)}
          >
            Sign in to another account
          </button>
          {list.length > 1 && (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => choose(signOutAll)}
            >
              Sign out of all accounts
            </button>
          )}
        </div>
      )}
    </div>
  );
};
