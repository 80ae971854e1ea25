import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { loadWhenOpen, lazyWithPreload, preloadOn } from '../../components/ui/dialog';
import { AccountMark } from '../../components/ui/account-mark';
import { MiddleTruncate } from '../../components/ui/middle-truncate';
import { useAccountLabel } from '../../resources/account-labels';
import { accountFullName, accountName, accountTitle } from './account-name';
import { Icon } from '../../components/ui/icon';
import { useT } from '../../components/i18n/use-t';

// The accounts of the tab and what the menu does with them load when it opens (or the pointer
// or focus reaches its button): a tab of one account does not carry them on every page.
const AccountMenuItems = lazyWithPreload(
  async () => (await import('./account-menu-items')).AccountMenuItems,
);
const AccountLabelDialog = loadWhenOpen(
  async () => (await import('./account-label-dialog')).AccountLabelDialog,
);

/** The account the last menu button named: another one shown re-mounts the shell. */
let lastShown: string | null = null;

/**
 * The header's account menu button: it names the shown account from the session (with the
 * name and colour given on this device), cut in the middle if it must be, never at an end;
 * its menu (account-menu-items.tsx) lists the tab's accounts. A menu button as the ARIA
 * pattern has it: Enter, Space and Down open it on its first item, Up on its last; focus
 * returns when it closes.
 */
export const AccountMenu = ({
  shown,
}: {
  shown: { email: string | null; baseUrl: string; scope: string | null };
}) => {
  const t = useT();
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  const [isNaming, setIsNaming] = useState(false);
  const isOpen = open !== null;
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = accountName(shown);
  const label = useAccountLabel(shown.scope);
  const { scope } = shown;

  // A switch or a sign-out re-mounts the shell for the account now shown (app-shell.tsx):
  // focus was on what went away, so it comes to the button that names the account now.
  useEffect(() => {
    if (lastShown !== null && lastShown !== name && document.activeElement === document.body)
      button.current?.focus();
    lastShown = name;
  }, [name]);

  // Stable: the open menu's effect (focus on an item) runs when it opens, not on each render.
  const close = useCallback((returnFocus = true) => {
    setOpen(null);
    if (returnFocus) button.current?.focus();
  }, []);

  return (
    <div className="relative min-w-0">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        className="flex min-h-9 max-w-64 min-w-0 items-center gap-1.5 rounded-md px-2 py-1.5 text-xs text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
        {...preloadOn(AccountMenuItems)}
        onClick={() => setOpen((was) => (was ? null : 'first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
          }
        }}
      >
        <span className="sr-only">
          {t(
            {
              defaultMessage: 'Accounts, signed in as {account}',
              description:
                'the account menu button; account: its name if it has one, then an email and a host, like Northwind (ada@example.com · go.example.com)',
            },
            { account: accountFullName(shown, label) },
          )}
        </span>
        <AccountMark colour={label.colour} />
        {/* A phone's header has no room for the name: a person's outline stands for it. */}
        <Icon
          path="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0 1 1 0 0 1-1 1H4a1 1 0 0 1-1-1Z"
          className="size-5 shrink-0 sm:hidden"
        />
        <span aria-hidden="true" className="min-w-0 max-sm:hidden">
          <MiddleTruncate text={accountTitle(shown, label)} />
        </span>
        <Icon
          path="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z"
          className="size-4 shrink-0"
        />
      </button>
      {open && (
        <Suspense>
          <AccountMenuItems
            id={menuId}
            button={button}
            focusAt={open}
            onClose={close}
            onName={scope === null ? undefined : () => setIsNaming(true)}
          />
        </Suspense>
      )}
      {scope !== null && (
        <AccountLabelDialog
          open={isNaming}
          account={{ ...shown, scope }}
          onClose={() => setIsNaming(false)}
        />
      )}
    </div>
  );
};
