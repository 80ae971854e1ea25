import { useState } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, lazyWithPreload, preloadOn, useDialog } from './dialog';

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

export interface BulkBarProps {
  count: number;
  /** Plural noun: "links", "QR codes". */
  noun: string;
  onClear: () => void;
  onDelete: () => void;
  /** What deleting does, after "These N links". */
  deleteEffect: string;
  choices: BulkChoice[];
}

// The form engine loads when a choice dialog opens, not with every list page.
const BulkChoiceForm = lazyWithPreload(
  async () => (await import('./bulk-choice-form')).BulkChoiceForm,
);

/** The bar shown while rows are selected: their count and what can be done to all of them. */
export const BulkBar = ({
  count,
  noun,
  onClear,
  onDelete,
  deleteEffect,
  choices,
}: BulkBarProps) => {
  const confirm = useDialog();
  const [open, setOpen] = useState<number | null>(null);
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
      <Button size="sm" variant="danger" onClick={() => confirm.open()}>
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
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
      <ConfirmDialog
        open={confirm.props.open}
        onCancel={confirm.close}
        onConfirm={() => {
          confirm.close();
          onDelete();
        }}
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
    </div>
  );
};
