import type { UseMutationOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ChangeButton } from '../ui/change-action';
import { createTarget } from '../ui/page-targets';
import { RowActions } from '../ui/table';
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
  /** The resource's create, update (`{ id, input }`) and delete, as mutation options. */
  mutations: {
    create: UseMutationOptions<TCreated, Error, TCreate>;
    update: UseMutationOptions<TEdited, Error, { id: number; input: TEdit }>;
    delete: UseMutationOptions<TDeleted, Error, number>;
  };
  /** The lazy form of both dialogs: it loads when the pointer or focus reaches an opener. */
  Form: { preload: () => void };
  /** The rows on the page: deleting the last one of a later page steps back a page. */
  rows: readonly unknown[];
  /** The create form's values are the create mutation's input. */
  create: Omit<FormDialogSpec<void, TCreate, TCreate, TCreated>, Wired>;
  /** The edit form's values are the update's input; the row gives the id. */
  edit: Omit<FormDialogSpec<T, TEdit, { id: number; input: TEdit }, TEdited>, Wired>;
  remove: Omit<ConfirmedDeleteSpec<T, TDeleted>, 'mutation' | 'rowsOnPage'>;
}

/** What the scaffold wires itself: the mutation, its variables, the form's preloading. */
type Wired = 'variables' | 'mutation' | 'preload';

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
  const { mutations, Form: preload } = spec;
  const create = useFormDialog({
    ...spec.create,
    mutation: mutations.create,
    variables: (values: TCreate) => values,
    preload,
  });
  const edit = useFormDialog({
    ...spec.edit,
    mutation: mutations.update,
    variables: (input: TEdit, row: T) => ({ id: row.id, input }),
    preload,
  });
  // A row is never void, so the edit dialog always opens about one.
  const editRow = edit.open as (row: T) => void;
  const remove = useConfirmedDelete({
    ...spec.remove,
    mutation: mutations.delete,
    rowsOnPage: spec.rows.length,
  });
  return {
    /** The page's create button (also pressed by `c` and the palette). */
    createButton: (label: ReactNode) => (
      <ChangeButton
        variant="primary"
        onClick={() => create.open()}
        {...create.opener}
        {...createTarget}
      >
        {label}
      </ChangeButton>
    ),
    edit: editRow,
    editOpener: edit.opener,
    remove: remove.ask,
    /** A row's Edit and Delete, named for screen readers, after the page's own buttons. */
    rowActions: (row: T, name: string, pageActions?: ReactNode) => (
      <RowActions
        name={name}
        onEdit={() => editRow(row)}
        editProps={edit.opener}
        onDelete={() => remove.ask(row)}
      >
        {pageActions}
      </RowActions>
    ),
    dialogs: (
      <>
        {create.element}
        {edit.element}
        {remove.element}
      </>
    ),
  };
};
