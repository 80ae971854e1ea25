import { useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FoldedActions } from './folded-actions';
import { Icon } from './icon';

// Popovers are Baseline 2024; an older browser (and jsdom) shows the actions in the row instead.
const canPopOver = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

const focusables = (menu: HTMLElement) =>
  Array.from(menu.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));

/** Arrow keys, Home and End move between the actions (Tab works too; Escape closes the menu). */
const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
  const items = focusables(event.currentTarget);
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = {
    ArrowDown: (at + 1) % items.length,
    ArrowRight: (at + 1) % items.length,
    ArrowUp: (at - 1 + items.length) % items.length,
    ArrowLeft: (at - 1 + items.length) % items.length,
    Home: 0,
    End: items.length - 1,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[next]?.focus();
};

const MENU =
  'fixed m-0 min-w-44 flex-col items-stretch gap-1 rounded-lg border border-gray-200 bg-white p-2 text-inherit shadow-lg open:flex dark:border-gray-700 dark:bg-gray-900';
const MENU_ITEMS = '[&_a]:justify-start [&_button]:justify-start';
// From 640 px, unless the table has folded them: on one line in the row, as icons (their words
// from 1536 px), so the row's width goes to what the row is about.
const IN_ROW =
  'sm:static sm:flex sm:min-w-0 sm:flex-row sm:justify-end sm:gap-1 sm:overflow-visible sm:[&>*]:px-2 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none sm:dark:bg-transparent sm:[&_[data-action-word]]:sr-only 2xl:[&_[data-action-word]]:not-sr-only';

/**
 * What a row action shows: its icon, and its word in a menu and where the row has room. The
 * action names itself for screen readers (`aria-label`) and shows its word as a tooltip (`title`).
 */
export const ActionFace = ({ icon, word }: { icon: string; word: string }) => (
  <>
    <Icon path={icon} className="size-4 shrink-0" />
    <span data-action-word="">{word}</span>
  </>
);

export interface RowMenuProps {
  /** The menu's and its button's accessible name: "Actions for spring-sale". */
  label: string;
  /** The row's actions: buttons and links, each named after the row. */
  children: ReactNode;
}

/**
 * A row's actions, rendered once: from 640 px on one line, unless they do not fit there
 * (`FoldedActions`); below, behind one menu button (a
 * disclosure: the button says whether it is expanded) whose panel is a popover in the top layer,
 * so no scrolling table clips it. The browser gives Escape, a click outside and the return of
 * focus; the panel opens under the button with its first action focused, and closes once an
 * action is chosen.
 */
export const RowMenu = ({ label, children }: RowMenuProps) => {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const isFolded = useContext(FoldedActions);
  if (!canPopOver)
    return (
      <div
        role="toolbar"
        aria-label={label}
        onKeyDown={moveFocus}
        className="flex flex-wrap justify-end gap-2"
      >
        {children}
      </div>
    );

  const place = (menu: HTMLElement) => {
    const anchor = button.current?.getBoundingClientRect();
    if (!anchor) return;
    const left = Math.max(8, anchor.right - menu.offsetWidth);
    const below = anchor.bottom + 4;
    const top =
      below + menu.offsetHeight > window.innerHeight
        ? Math.max(8, anchor.top - 4 - menu.offsetHeight)
        : below;
    menu.style.left = `${left}px`;
    menu.style.top = `${top}px`;
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={id}
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={id}
        title={label}
        className={`inline-flex min-h-9 min-w-9 items-center ${isFolded ? '' : 'sm:hidden'} justify-center rounded-md border border-gray-300 bg-white text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800`}
      >
        <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
          <circle cx="4" cy="10" r="1.75" />
          <circle cx="10" cy="10" r="1.75" />
          <circle cx="16" cy="10" r="1.75" />
        </svg>
      </button>
      <div
        id={id}
        popover="auto"
        role="toolbar"
        aria-label={label}
        onToggle={(event) => {
          const menu = event.currentTarget;
          const opened = event.newState === 'open';
          setIsOpen(opened);
          if (!opened) return;
          place(menu);
          focusables(menu)[0]?.focus();
        }}
        onKeyDown={moveFocus}
        // An action was chosen: close, so the dialog or page it opens is not covered.
        onClick={(event) => {
          if (isOpen && (event.target as HTMLElement).closest('a, button'))
            event.currentTarget.hidePopover();
        }}
        className={`${MENU} ${isFolded ? MENU_ITEMS : `max-sm:[&_a]:justify-start max-sm:[&_button]:justify-start ${IN_ROW}`}`}
      >
        {children}
      </div>
    </>
  );
};
