import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { DialogProps } from './modal-dialog';

export type { DialogProps };

/**
 * The open/closed state of a dialog and what it is about: `open(item)` for an edit or a
 * confirmation of one row, `open()` for an "Add" dialog. `props` goes on the `<Dialog>`.
 */
export const useDialog = <T = void,>() => {
  const [state, setState] = useState<{ item: T } | null>(null);
  const close = () => setState(null);
  return {
    item: state ? state.item : null,
    isOpen: state !== null,
    open: (item: T) => setState({ item }),
    close,
    props: { open: state !== null, onClose: close },
  };
};

/**
 * `React.lazy` with a `preload()` to start loading early, e.g. when the pointer or focus
 * reaches the button that shows the component (`preloadOn(Form)` gives those handlers).
 */
export const lazyWithPreload = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(start), {
    preload: () => {
      void start();
    },
  });
};

/** Handlers that preload a lazy component when the user is about to open it. */
export const preloadOn = ({ preload }: { preload: () => void }) => ({
  onPointerEnter: preload,
  onFocus: preload,
});

/**
 * A component shown only while `open`, whose code loads the first time it opens: closed
 * dialogs (the shell's sign-out confirmation, the palette, a page's delete confirmation) then
 * cost no page weight until someone opens one.
 */
export const loadWhenOpen = <P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
) => {
  const Lazy = lazyWithPreload(load);
  const WhenOpen = (props: P) =>
    props.open ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  return Object.assign(WhenOpen, { preload: Lazy.preload });
};

/**
 * A modal on the native <dialog> (docs/decisions/0004-native-dialog.md), loaded when it first
 * opens; see modal-dialog.tsx.
 */
export const Dialog = loadWhenOpen(() => import('./modal-dialog').then((m) => m.ModalDialog));
