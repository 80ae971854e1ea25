import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useToast } from '../feedback/toast';
import { FormChanges } from '../form/signed-in-form-aids';
import { useT } from '../i18n/use-t';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Dialog, preloadOn, useDialog, type DialogProps } from '../ui/dialog';

/** What a form in a dialog is given: the row it is about, where its values go, and Cancel. */
export interface DialogFormProps<TItem, TValues> {
  item: TItem;
  onSubmit: (values: TValues) => Promise<void>;
  onCancel: () => void;
}

export interface FormDialogSpec<TItem, TValues, TVariables, TData> {
  /** The dialog's title, e.g. "Edit pixel" (or made from the row). */
  title: string | ((item: TItem) => string);
  /** The mutation definition the form's values go to. */
  mutation: UseMutationOptions<TData, Error, TVariables>;
  /** The mutation's variables from the form's values and the row (`{ id, input }` for an edit). */
  variables: (values: TValues, item: TItem) => TVariables;
  /** The message once saved, e.g. "Pixel Shop saved." */
  done: (values: TValues, data: TData, item: TItem) => string;
  /** A button for the outcome message, e.g. Copy for the short URL just made. */
  doneAction?: (data: TData) => ReactNode;
  /** The form; a rejected submit leaves it open with the server's errors on its fields. */
  form: (props: DialogFormProps<TItem, TValues>) => ReactNode;
  /** The lazy form component, loaded when the pointer or focus reaches what opens it. */
  preload?: { preload: () => void };
  /** The dialog's width (a medium one unless said). */
  size?: DialogProps['size'];
}

/**
 * A form in a dialog that sends one mutation: `open(row)` (or `open()` for a new one) shows
 * it; a success shows the outcome message and closes it. Closing a changed form (Escape, a
 * click outside, Close or Cancel) asks first. `element` is the dialog.
 */
export const useFormDialog = <TItem, TValues, TVariables, TData>(
  spec: FormDialogSpec<TItem, TValues, TVariables, TData>,
) => {
  const t = useT();
  const dialog = useDialog<TItem>();
  const mutation = useMutation(spec.mutation);
  const toast = useToast();
  const { item, isOpen } = dialog;
  const [isChanged, setIsChanged] = useState(false);
  const [isAskingToDiscard, setIsAskingToDiscard] = useState(false);
  const close = () => {
    setIsChanged(false);
    setIsAskingToDiscard(false);
    dialog.close();
  };
  const askToClose = () => (isChanged ? setIsAskingToDiscard(true) : close());
  const title =
    typeof spec.title === 'function' ? (isOpen ? spec.title(item as TItem) : '') : spec.title;

  const onSubmit = async (values: TValues) => {
    const about = item as TItem;
    const data = await mutation.mutateAsync(spec.variables(values, about));
    // With an action (Copy the new short URL), the focus goes to it: not back to the page's body.
    const action = spec.doneAction?.(data);
    toast.success(spec.done(values, data, about), action, { isFocused: Boolean(action) });
    close();
  };

  return {
    /** Opens the dialog about a row (an edit), or about nothing (a new one). */
    open: (...about: TItem extends void ? [] : [TItem]) => {
      mutation.reset();
      dialog.open(about[0] as TItem);
    },
    /** Props for what opens the dialog: its form starts loading on pointer or focus. */
    opener: spec.preload ? preloadOn(spec.preload) : {},
    element: (
      <>
        <Dialog {...dialog.props} onClose={askToClose} title={title} size={spec.size}>
          <FormChanges value={setIsChanged}>
            {isOpen && spec.form({ item: item as TItem, onSubmit, onCancel: askToClose })}
          </FormChanges>
        </Dialog>
        <ConfirmDialog
          open={isAskingToDiscard}
          title={t({ defaultMessage: 'Discard your changes?' })}
          confirmLabel={t({ defaultMessage: 'Discard changes' })}
          cancelLabel={t({ defaultMessage: 'Keep editing' })}
          onConfirm={close}
          onCancel={() => setIsAskingToDiscard(false)}
        >
          {t(
            {
              defaultMessage: 'What you changed in “{title}” has not been saved.',
              description: 'title: the title of the form, "New channel"',
            },
            { title },
          )}
        </ConfirmDialog>
      </>
    ),
  };
};
