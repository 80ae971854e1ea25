import type { ReactNode } from 'react';
import { useNeedsConnection } from '../feedback/connection';
import { Button, type ButtonProps } from './button';
import { useT } from '../i18n/use-t';
import { ModalDialog } from './modal-dialog';
import { WORDS } from './words';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in the user's words: "The domain go.example.com will be removed." */
  children: ReactNode;
  confirmLabel: string;
  /** What the safe way out says ("Keep editing"); "Cancel" unless told. */
  cancelLabel?: string;
  pendingLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  isPending?: boolean;
  /** A failure message to show inside the dialog (the dialog stays open so the user can retry). */
  error?: ReactNode;
  tone?: 'danger' | 'primary';
  /** Nothing is sent (signing out): the confirming button stays usable offline. */
  worksOffline?: boolean;
}

/** The confirming button: offline it waits for the connection, with the reason beside it. */
const ConfirmButton = ({ label, ...props }: ButtonProps & { label: string }) => {
  const offline = useNeedsConnection({ kind: 'button', label });
  return (
    <>
      {offline.reason}
      <Button {...props} {...offline.button}>
        {label}
      </Button>
    </>
  );
};

/** Asks before a destructive action. Focus starts on Cancel so Enter never deletes by accident. */
export const ConfirmModal = ({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  onConfirm,
  onCancel,
  isPending = false,
  error,
  tone = 'danger',
  worksOffline = false,
}: ConfirmDialogProps) => {
  const t = useT();
  return (
    <ModalDialog
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
          {cancelLabel ?? t(WORDS.cancel)}
        </Button>
        {worksOffline ? (
          <Button variant={tone} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        ) : (
          <ConfirmButton
            label={confirmLabel}
            variant={tone}
            onClick={onConfirm}
            isPending={isPending}
            pendingLabel={pendingLabel}
          />
        )}
      </div>
    </ModalDialog>
  );
};
