import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { describeError } from '../../api/errors';
import { hrefWith } from '../../lib/url-state';
import { useT } from '../i18n/use-t';
import { useToast } from '../feedback/toast';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useDialog } from '../ui/dialog';
import { usePageParams } from '../ui/pagination';

export interface ConfirmedDeleteSpec<T, TData> {
  /** The delete's mutation definition (it takes the row's id). */
  mutation: UseMutationOptions<TData, Error, number>;
  /** "Delete this domain?" */
  title: string;
  /** "Delete domain" */
  confirmLabel: string;
  /** What deleting the row does, in the user's words: the dialog's one paragraph. */
  body: (row: T) => string;
  /** The message after the delete, e.g. "Domain go.example.com deleted." */
  done: (row: T) => string;
  /** Rows on the page now: deleting the last one of a later page steps back a page. */
  rowsOnPage?: number;
  /** After the message (a detail page goes back to its list). */
  onDeleted?: (row: T) => void;
}

/**
 * Delete a row only after a confirmation: `ask(row)` opens it (clearing the last failure);
 * `element` is the dialog, wired to the delete mutation (pending state, the error inside the
 * dialog so the user can retry) and to the outcome message.
 */
export const useConfirmedDelete = <T extends { id: number }, TData>({
  mutation: options,
  title,
  confirmLabel,
  body,
  done,
  rowsOnPage = 0,
  onDeleted,
}: ConfirmedDeleteSpec<T, TData>) => {
  const t = useT();
  const mutation = useMutation(options);
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
        toast.success(done(item));
        dialog.close();
        onDeleted?.(item);
        // Deleting the last row of a later page would leave an empty page: step back one.
        if (rowsOnPage === 1 && page > 1) {
          void navigate(hrefWith(searchParams, { page: String(page - 1) }), { replace: true });
        }
      },
    });
  };

  return {
    ask: (row: T) => {
      mutation.reset();
      dialog.open(row);
    },
    element: (
      <ConfirmDialog
        open={dialog.isOpen}
        onCancel={dialog.close}
        onConfirm={onConfirm}
        pendingLabel={t({ defaultMessage: 'Deleting…' })}
        isPending={mutation.isPending}
        error={mutation.error ? describeError(mutation.error) : undefined}
        title={title}
        confirmLabel={confirmLabel}
      >
        {item && <p className="break-words">{body(item)}</p>}
      </ConfirmDialog>
    ),
  };
};
