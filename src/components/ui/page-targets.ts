/**
 * A page's button that a shortcut or a command palette action presses: `create` (opens the
 * create dialog, or the create page; also the `c` key) and `export` (its "Export CSV").
 */
export type PageTarget = 'create' | 'export';
export const pageTarget = <T extends PageTarget>(name: T) => ({ 'data-shortcut': name }) as const;
export const pageTargetSelector = (name: PageTarget) => `main [data-shortcut="${name}"]`;
export const createTarget = pageTarget('create');

/** Navigation state that asks the next page to press one of its buttons once (`presses`). */
export const pressOnArrival = (target: PageTarget) => ({ press: target });

const PAGE_TARGETS: readonly PageTarget[] = ['create', 'export'];

/** The button the navigation state asks to press, if any. */
export const targetToPress = (state: unknown): PageTarget | null => {
  const press =
    typeof state === 'object' && state !== null && 'press' in state ? state.press : null;
  return PAGE_TARGETS.find((target) => target === press) ?? null;
};
