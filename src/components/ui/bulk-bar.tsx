import type { ReactNode } from 'react';
import type { Message } from '../../lib/i18n';
import { useT } from '../i18n/use-t';
import { Button } from './button';
import { loadWhenOpen } from './dialog';
import type { NounKey } from './list-noun';

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

// The bar's code loads with the first selection (or when a row's checkbox is about to be used:
// `preloadBulkBar`), not with every list page.
const Bar = loadWhenOpen(async () => (await import('./bulk-bar-panel')).BulkBarPanel);

export const preloadBulkBar = Bar.preload;

/** The bar shown while rows are selected: their count and what can be done to all of them. */
export const BulkBar = (props: BulkBarProps) => <Bar {...props} open={props.selection.count > 0} />;

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
