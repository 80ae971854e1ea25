import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, lazyWithPreload, preloadOn } from './dialog';
import { useConfirm } from './use-confirm';

export interface BulkChoice {
  /** The bar's button and the dialog's title: "Assign to a campaign". */
  label: string;
  /** "Campaign", "Channel". */
  fieldLabel: string;
  /** Loaded when the dialog opens; undefined while loading. */
  options: { id: number; name: string }[] | undefined;
  loadError?: string;
  onOpen?: () => void;
  onChoose: (id: number) => void;
}

/** An action with its own form (set expiry, add pixels): a button that opens it in a dialog. */
export interface BulkAction {
  /** The button and the dialog's title: "Set expiry". */
  label: string;
  /** Loads the form's code when the pointer reaches the button. */
  preload?: () => void;
  form: (close: () => void) => ReactNode;
}

export interface BulkBarProps {
  /** The rows selected (`useSelection`): how many, and how to clear them. */
  selection: { count: number; clear: () => void };
  /** Plural noun: "links", "QR codes". */
  noun: string;
  onDelete: () => void;
  /** What deleting does, after "These N links". */
  deleteEffect: string;
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
  deleteEffect,
  choices,
  actions = [],
}: BulkBarProps) => {
  const confirm = useConfirm(onDelete);
  const [open, setOpen] = useState<number | null>(null);
  const [openAction, setOpenAction] = useState<string | null>(null);
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Selected rows"
      className="sticky top-16 z-20 mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2 dark:border-brand-800 dark:bg-brand-950"
    >
      <p className="mr-2 text-sm font-medium" aria-live="polite">
        {count} selected
      </p>
      <Button size="sm" variant="danger" onClick={confirm.ask}>
        Delete
      </Button>
      {choices.map((choice, index) => (
        <Button
          key={choice.label}
          size="sm"
          {...preloadOn(BulkChoiceForm)}
          onClick={() => {
            choice.onOpen?.();
            setOpen(index);
          }}
        >
          {choice.label}
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
        Clear selection
      </Button>
      <ConfirmDialog
        {...confirm.props}
        title={`Delete ${count} ${noun}?`}
        confirmLabel={`Delete ${count} ${noun}`}
      >
        <p>
          These {count} {noun} {deleteEffect}
        </p>
      </ConfirmDialog>
      {choices.map((choice, index) => (
        <Dialog
          key={choice.label}
          open={open === index}
          onClose={() => setOpen(null)}
          title={choice.label}
        >
          <BulkChoiceForm
            choice={choice}
            submitLabel={`${choice.label.split(' ')[0]} ${count} ${noun}`}
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
