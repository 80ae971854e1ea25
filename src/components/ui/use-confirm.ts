import { useDialog } from './dialog';

/**
 * A question asked before `action`: `ask()` opens it, `props` go on its ConfirmDialog, and
 * confirming closes it, then acts.
 */
export const useConfirm = (action: () => void) => {
  const dialog = useDialog();
  return {
    ask: () => dialog.open(),
    props: {
      open: dialog.isOpen,
      onCancel: dialog.close,
      onConfirm: () => {
        dialog.close();
        action();
      },
    },
  };
};
