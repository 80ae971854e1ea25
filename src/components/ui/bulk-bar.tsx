import { useId, useState } from 'react';
import { inputClass } from '../form/field-shell';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, useDialog } from './dialog';

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

const ChoiceDialog = ({
  choice,
  count,
  noun,
  open,
  onClose,
}: {
  choice: BulkChoice;
  count: number;
  noun: string;
  open: boolean;
  onClose: () => void;
}) => {
  const id = useId();
  const [value, setValue] = useState('');
  const options = choice.options;
  return (
    <Dialog open={open} onClose={onClose} title={choice.label}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!value) return;
          choice.onChoose(Number(value));
          onClose();
        }}
      >
        <div className="space-y-1">
          <label htmlFor={id} className="block text-sm font-medium">
            {choice.fieldLabel}
          </label>
          <select
            id={id}
            className={inputClass}
            value={value}
            required
            disabled={!options}
            onChange={(event) => setValue(event.target.value)}
          >
            <option value="">{options ? 'Choose…' : 'Loading…'}</option>
            {options?.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          {choice.loadError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {choice.loadError}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={!value}>
            {`${choice.label.split(' ')[0]} ${count} ${noun}`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};

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
        <ChoiceDialog
          key={choice.label}
          choice={choice}
          count={count}
          noun={noun}
          open={open === index}
          onClose={() => setOpen(null)}
        />
      ))}
    </div>
  );
};
