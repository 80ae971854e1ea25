import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { Spinner } from './button';
import { useT } from '../i18n/use-t';
import { Icon } from './icon';
import { WORDS } from './words';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button, or a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** "alertdialog" for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Set while a request runs so Escape/backdrop do not drop the user's work mid-save. */
  isDismissable?: boolean;
}

// xl: a form with two columns on a laptop (the link editor).
const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' };

// React does not render `autofocus`, so a control that should get focus first says so with
// data-autofocus (Cancel in a destructive confirm); else the first field of a form dialog.
const focusFirstControl = (dialog: HTMLDialogElement) =>
  (
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    dialog.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), select, textarea')
  )?.focus();

/** Lazy content (a form loaded on open) arrived: give it the focus the dialog could not. */
const FocusWhenLoaded = () => {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const dialog = ref.current?.closest('dialog');
    // Closed: the dialog's own open effect focuses. Open: focus unless the user chose a field.
    if (dialog?.open && !dialog.querySelector(':is(input, select, textarea):focus'))
      focusFirstControl(dialog);
  }, []);
  return <span ref={ref} hidden />;
};

const Loading = () => {
  const t = useT();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
      <Spinner /> {t(WORDS.loading)}
    </p>
  );
};

/**
 * A modal built on the native <dialog> (docs/decisions/0004-native-dialog.md): the browser
 * gives focus trapping, Escape, the top layer and inert background; we add labelling and
 * focus return. Its content may be lazy (a form loaded when the dialog opens): it shows
 * "Loading…" meanwhile and focuses the first field once it is there.
 */
export const ModalDialog = ({
  open,
  onClose,
  title,
  description,
  children,
  role = 'dialog',
  size = 'md',
  isDismissable = true,
}: DialogProps) => {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  const dismissableRef = useRef(isDismissable);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissableRef.current = isDismissable;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    focusFirstControl(dialog);
    return () => {
      if (dialog.open) dialog.close();
      // Return focus to whatever opened the dialog, if it is still on the page.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (dismissableRef.current) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    // The backdrop click is a mouse convenience; Escape and the close button cover the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-lg bg-white p-0 text-gray-900 shadow-xl dark:bg-gray-900 dark:text-gray-100`}
      onClick={(event) => {
        if (event.target === event.currentTarget && dismissableRef.current) onCloseRef.current();
      }}
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => dismissableRef.current && onCloseRef.current()}
              className="-m-2 rounded-md p-2 text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
              aria-label={t({
                defaultMessage: 'Close',
                description: 'The button that closes a dialog',
              })}
            >
              <Icon path="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.7 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.7-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
            </button>
          </div>
          {description && (
            <div id={descriptionId} className="mb-4 text-sm text-gray-700 dark:text-gray-300">
              {description}
            </div>
          )}
          <Suspense fallback={<Loading />}>
            {children}
            <FocusWhenLoaded />
          </Suspense>
        </div>
      )}
    </dialog>
  );
};
