import type { PageTarget } from '../../components/ui/page-targets';
import type { Message } from '../../lib/i18n';

/** Things to do, each on the page where it is done; `presses` is that page's button to press. */
export interface PaletteAction {
  label: Message;
  to: string;
  presses?: PageTarget;
}

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
