import { defineMessage, type Message } from './i18n';

/** The dashboard's keyboard shortcuts, as data: the shell listens, the help dialog lists them. */
export type ShortcutCommand = 'palette' | 'search' | 'create' | 'help';

export const SHORTCUTS: readonly {
  keys: string;
  command: ShortcutCommand;
  description: Message;
}[] = [
  {
    keys: 'Ctrl K / ⌘ K',
    command: 'palette',
    description: defineMessage({ defaultMessage: 'Open the command palette' }),
  },
  {
    keys: '/',
    command: 'search',
    description: defineMessage({ defaultMessage: "Go to the page's search" }),
  },
  {
    keys: 'c',
    command: 'create',
    description: defineMessage({
      defaultMessage: 'Create one on a list page',
      description: 'what the C key does: adds an item to the list being shown',
    }),
  },
  {
    keys: '?',
    command: 'help',
    description: defineMessage({ defaultMessage: 'Show these shortcuts' }),
  },
];

/** What a key press must look like to be read; a DOM KeyboardEvent fits. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
  isComposing?: boolean;
  defaultPrevented?: boolean;
}

/** Inputs that take no typed text: a single key on them is a shortcut (a row's checkbox). */
const KEYLESS_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image']);

const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof Element)) return false;
  if (target.closest('textarea, select, [contenteditable]:not([contenteditable="false"])'))
    return true;
  const input = target.closest('input');
  if (input) return !KEYLESS_INPUTS.has(input.type);
  return target instanceof HTMLElement && target.isContentEditable;
};

/**
 * The command a key press asks for, or null. Ctrl/Cmd+K works everywhere; the single keys never
 * fire while the user types in a field, nor with Ctrl, Cmd or Alt held (those belong to the
 * browser and the system). Shift is allowed: `?` needs it on most layouts.
 */
export const shortcutFor = (event: KeyPress): ShortcutCommand | null => {
  if (event.isComposing || event.defaultPrevented) return null;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k')
    return 'palette';
  if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return null;
  if (event.key === '/') return 'search';
  if (event.key === 'c') return 'create';
  if (event.key === '?') return 'help';
  return null;
};

/** A Ctrl/Cmd+K this long before the shell listens still counts; an older one was given up. */
const PALETTE_WAIT_MS = 5000;
let paletteAskedAt = -Infinity;
const rememberPalette = (event: KeyboardEvent) => {
  if (shortcutFor(event) !== 'palette') return;
  event.preventDefault();
  paletteAskedAt = Date.now();
};

/**
 * Until the shell listens (signing in, its code and the first page loading), a Ctrl/Cmd+K is
 * remembered instead of lost.
 */
export const rememberPaletteUntilShell = () => {
  document.addEventListener('keydown', rememberPalette);
};

/** The shell listens now: whether Ctrl/Cmd+K was pressed while it loaded. */
export const takePaletteRequest = (): boolean => {
  document.removeEventListener('keydown', rememberPalette);
  const asked = Date.now() - paletteAskedAt <= PALETTE_WAIT_MS;
  paletteAskedAt = -Infinity;
  return asked;
};
