import { useState, type ReactNode } from 'react';
import type { Message } from '../../lib/i18n';
import { useT } from '../i18n/use-t';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, lazyWithPreload, preloadOn } from './dialog';
import type { NounKey } from './list-noun';
import { useConfirm } from './use-confirm';
import { WORDS } from './words';

export interface BulkChoice {
  /** The bar's button and the dialog's title: "Assign to a campaign". */
  label: Message;
  /** "Campaign", "Channel". */
  fieldLabel: Message;
  /** The dialog's submit button, with `{count}` and `{noun}` (a key of list-noun.ts): "Assign 3 links". */
  submitLabel: Message;
  /** Loaded when the dialog opens; undefined while loading. */
  options: { id: number; name: string }[] | undefined;
  loadError?: string;
  onOpen?: () => void;
  onChoose: (id: number) => void;
}

/** An action with its own form (set expiry, add pixels): a button that opens it in a dialog. */
export interface BulkAction {
  /** The button and the dialog's title: "Set expiry" (already translated). */
  label: string;
  /** Loads the form's code when the pointer reaches the button. */
  preload?: () => void;
  form: (close: () => void) => ReactNode;
}

export interface BulkBarProps {
  /** The rows selected (`useSelection`): how many, and how to clear them. */
  selection: { count: number; clear: () => void };
  /** What the rows are: "links", "qr" (list-noun.ts). */
  noun: NounKey;
  onDelete: () => void;
  choices: BulkChoice[];
  actions?: BulkAction[];
}

// The form engine loads when a choice dialog opens, not with every list page.
const BulkChoiceForm = lazyWithPreload(
  async () => (await import('./bulk-choice-form')).BulkChoiceForm,
);

/** The bar shown while rows are selected: their count and what can be done to all of them. */
export const BulkBar = ({
  selection: { count, clear },
  noun,
  onDelete,
  choices,
  actions = [],
}: BulkBarProps) => {
  const t = useT();
  const confirm = useConfirm(onDelete);
  const [open, setOpen] = useState<number | null>(null);
  const [openAction, setOpenAction] = useState<string | null>(null);
  if (count === 0) return null;
  const counted = { count, noun };
  return (
    <div
      role="region"
      aria-label={t({ defaultMessage: 'Selected rows' })}
      className="sticky top-16 z-20 mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2 dark:border-brand-800 dark:bg-brand-950"
    >
      <p className="me-2 text-sm font-medium" aria-live="polite">
        {t(
          {
            defaultMessage: '{count, number} selected',
            description: 'count: rows selected in a list',
          },
          { count },
        )}
      </p>
      <Button size="sm" variant="danger" onClick={confirm.ask}>
        {t(WORDS.delete)}
      </Button>
      {choices.map((choice, index) => (
        <Button
          key={index}
          size="sm"
          {...preloadOn(BulkChoiceForm)}
          onClick={() => {
            choice.onOpen?.();
            setOpen(index);
          }}
        >
          {t(choice.label)}
        </Button>
      ))}
      {actions.map((action) => (
        <Button
          key={action.label}
          size="sm"
          onPointerEnter={action.preload}
          onFocus={action.preload}
          onClick={() => setOpenAction(action.label)}
        >
          {action.label}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={clear}>
        {t({ defaultMessage: 'Clear selection' })}
      </Button>
      <ConfirmDialog
        {...confirm.props}
        title={t(
          {
            defaultMessage:
              '{noun, select, qr {{count, plural, one {Delete # QR code?} other {Delete # QR codes?}}} other {{count, plural, one {Delete # link?} other {Delete # links?}}}}',
            description: 'The title of the confirmation of a bulk delete',
          },
          counted,
        )}
        confirmLabel={t(
          {
            defaultMessage:
              '{noun, select, qr {{count, plural, one {Delete # QR code} other {Delete # QR codes}}} other {{count, plural, one {Delete # link} other {Delete # links}}}}',
            description: 'The button that confirms a bulk delete',
          },
          counted,
        )}
      >
        <p>
          {t(
            {
              defaultMessage:
                '{noun, select, qr {{count, plural, one {This QR code stops working and its scan statistics are deleted.} other {These # QR codes stop working and their scan statistics are deleted.}}} other {{count, plural, one {This link stops working and its click statistics are deleted.} other {These # links stop working and their click statistics are deleted.}}}}',
            },
            counted,
          )}
        </p>
      </ConfirmDialog>
      {choices.map((choice, index) => (
        <Dialog
          key={index}
          open={open === index}
          onClose={() => setOpen(null)}
          title={t(choice.label)}
        >
          <BulkChoiceForm
            choice={choice}
            submitLabel={t(choice.submitLabel, counted)}
            onClose={() => setOpen(null)}
          />
        </Dialog>
      ))}
      {actions.map((action) => (
        <Dialog
          key={action.label}
          open={openAction === action.label}
          onClose={() => setOpenAction(null)}
          title={action.label}
        >
          {action.form(() => setOpenAction(null))}
        </Dialog>
      ))}
    </div>
  );
};

/**
 * What the last bulk action on these rows did, once it ended: one sentence instead of a row
 * of "Done"s ("12 added to Spring, 1 already there, 1 failed — see below").
 */
export const JobOutcome = ({
  title,
  outcome,
  isFailed,
  onDismiss,
}: {
  title: string;
  outcome: string;
  isFailed: boolean;
  onDismiss: () => void;
}) => {
  const t = useT();
  return (
    <div
      className={`mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm ${
        isFailed
          ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100'
          : 'border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-100'
      }`}
    >
      <p role="status">
        <span className="font-medium">{title}:</span> {outcome}.
      </p>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        {t({ defaultMessage: 'Dismiss' })}
      </Button>
    </div>
  );
};
