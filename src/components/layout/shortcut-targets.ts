/**
 * What the keyboard shortcuts act on (lib/keyboard-shortcuts.ts): a list page marks its create
 * button with `createTarget`; `/` focuses the page's search field.
 */
export const createTarget = { 'data-shortcut': 'create' } as const;

export const CREATE_TARGET_SELECTOR = 'main [data-shortcut="create"]';
export const SEARCH_TARGET_SELECTOR = 'main input[type="search"]';

/** Navigation state that asks the next page to open its create form (the palette's actions). */
export const openCreateOnArrival = { openCreate: true } as const;

export const asksToOpenCreate = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'openCreate' in state && state.openCreate === true;
