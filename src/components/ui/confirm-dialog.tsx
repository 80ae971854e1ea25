import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { describeError } from '../../api/errors';
import { useToast } from '../feedback/toast';
import { Button } from './button';
import { Dialog, useDialog } from './dialog';
import { hrefWith } from '../../lib/url-state';
import { usePageParams } from './pagination';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in the user's words: "The domain go.example.com will be removed." */
  children: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  isPending?: boolean;
  /** A failure message to show inside the dialog (the dialog stays open so the user can retry). */
  error?: ReactNode;
  tone?: 'danger' | 'primary';
}

/** Asks before a destructive action. Focus starts on Cancel so Enter never deletes by accident. */
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  onConfirm,
  onCancel,
  isPending = false,
  error,
  tone = 'danger',
}: ConfirmDialogProps) => (
  <Dialog
    open={open}
    onClose={onCancel}
    title={title}
    description={children}
    role="alertdialog"
    size="sm"
    isDismissable={!isPending}
  >
    {error && (
      <p
        role="alert"
        className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
      >
        {error}
      </p>
    )}
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button data-autofocus onClick={onCancel} disabled={isPending}>
        Cancel
      </Button>
      <Button variant={tone} onClick={onConfirm} isPending={isPending} pendingLabel={pendingLabel}>
        {confirmLabel}
      </Button>
    </div>
  </Dialog>
);

export interface ConfirmedDeleteOptions<T> {
  /** The toast after the delete, e.g. "Domain go.example.com deleted." */
  deletedMessage: (item: T) => string;
  /** Rows on the page now: deleting the last one of a later page steps back a page. */
  rowsOnPage: number;
}

/**
 * Delete a row only after a `<ConfirmDialog>`: `ask(row)` opens it (clearing the last
 * failure), `dialogProps` wire it to the delete mutation (pending state, the error inside the
 * dialog so the user can retry), `item` is the row being asked about.
 */
export const useConfirmedDelete = <T extends { id: number }, TData, TContext>(
  mutation: UseMutationResult<TData, Error, number, TContext>,
  { deletedMessage, rowsOnPage }: ConfirmedDeleteOptions<T>,
) => {
  const dialog = useDialog<T>();
  const toast = useToast();
  const { page } = usePageParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { item } = dialog;

  const onConfirm = () => {
    if (!item) return;
    mutation.mutate(item.id, {
      onSuccess: () => {
        toast.success(deletedMessage(item));
        dialog.close();
        // Deleting the last row of a later page would leave an empty page: step back one.
        if (rowsOnPage === 1 && page > 1) {
          void navigate(hrefWith(searchParams, { page: String(page - 1) }), { replace: true });
        }
      },
    });
  };

  const dialogProps = {
    open: dialog.isOpen,
    onCancel: dialog.close,
    onConfirm,
    pendingLabel: 'Deleting…',
    isPending: mutation.isPending,
    error: mutation.error ? describeError(mutation.error) : undefined,
  } satisfies Partial<ConfirmDialogProps>;

  return {
    item,
    ask: (row: T) => {
      mutation.reset();
      dialog.open(row);
    },
    dialogProps,
  };
};
