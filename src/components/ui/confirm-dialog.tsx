import { loadWhenOpen } from './dialog';
import type { ConfirmDialogProps } from './confirm-modal';

export type { ConfirmDialogProps };

/** Asks before a destructive action (confirm-modal.tsx), loaded when it first opens. */
export const ConfirmDialog = loadWhenOpen(() =>
  import('./confirm-modal').then((m) => m.ConfirmModal),
);
