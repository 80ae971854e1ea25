/** Things to create, each where it is created; `opensForm` opens that page's create dialog. */
export interface PaletteAction {
  label: string;
  to: string;
  opensForm: boolean;
}

export const PALETTE_ACTIONS: readonly PaletteAction[] = [
  { label: 'Create link', to: '/links', opensForm: true },
  { label: 'Create QR code', to: '/qr/new', opensForm: false },
  { label: 'Create campaign', to: '/campaigns', opensForm: true },
  { label: 'Create channel', to: '/channels', opensForm: true },
  { label: 'Add pixel', to: '/pixels', opensForm: true },
];

/** Pages and actions are few: every word typed must appear in the label, in any order. */
export const matchesSearch = (label: string, search: string): boolean => {
  const text = label.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
};

/** The server's search starts at two characters: one letter would match nearly every link. */
export const MIN_LINK_SEARCH = 2;
export const LINK_SEARCH_DELAY_MS = 300;

/** Navigation state that asks the next page to press its create button once (`opensForm`). */
export const openCreateOnArrival = { openCreate: true } as const;

export const asksToOpenCreate = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'openCreate' in state && state.openCreate === true;
