import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { describeError } from '../../api/errors';
import { hrefWith } from '../../lib/url-state';
import { useToast } from '../feedback/toast';
import type { ConfirmDialogProps } from './confirm-dialog';
import { useDialog } from './dialog';
import { usePageParams } from './pagination';

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
