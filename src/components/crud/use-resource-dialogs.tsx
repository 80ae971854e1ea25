import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { createTarget } from '../ui/dialog';
import { useConfirmedDelete, type ConfirmedDeleteSpec } from './use-confirmed-delete';
import { useFormDialog, type FormDialogSpec } from './use-form-dialog';

export interface ResourceDialogsSpec<
  T extends { id: number },
  TCreate,
  TEdit,
  TCreated,
  TEdited,
  TDeleted,
> {
  /** The create form's values are the create mutation's input. */
  create: Omit<FormDialogSpec<void, TCreate, TCreate, TCreated>, 'variables'>;
  /** The edit form's values are the update's input; the row gives the id. */
  edit: Omit<FormDialogSpec<T, TEdit, { id: number; input: TEdit }, TEdited>, 'variables'>;
  remove: ConfirmedDeleteSpec<T, TDeleted>;
}

/**
 * The CRUD scaffold of a list page (docs/resources.md): the create dialog, the edit dialog and
 * the delete confirmation, each with its outcome message. The page declares what differs
 * (titles, forms, messages) and gets a create button, `edit(row)`, `remove(row)` and the
 * dialogs to render.
 */
export const useResourceDialogs = <
  T extends { id: number },
  TCreate,
  TEdit,
  TCreated,
  TEdited,
  TDeleted,
>(
  spec: ResourceDialogsSpec<T, TCreate, TEdit, TCreated, TEdited, TDeleted>,
) => {
  const create = useFormDialog({ ...spec.create, variables: (values: TCreate) => values });
  const edit = useFormDialog({
    ...spec.edit,
    variables: (input: TEdit, row: T) => ({ id: row.id, input }),
  });
  const remove = useConfirmedDelete(spec.remove);
  return {
    /** The page's create button (also pressed by `c` and the palette). */
    createButton: (label: ReactNode) => (
      <Button variant="primary" onClick={() => create.open()} {...create.opener} {...createTarget}>
        {label}
      </Button>
    ),
    edit: edit.open,
    editOpener: edit.opener,
    remove: remove.ask,
    dialogs: (
      <>
        {create.element}
        {edit.element}
        {remove.element}
      </>
    ),
  };
};
