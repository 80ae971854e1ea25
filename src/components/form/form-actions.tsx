import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useNeedsConnection } from '../feedback/connection';
import { useT } from '../i18n/use-t';
import { Button } from '../ui/button';
import { WORDS } from '../ui/words';

export interface FormActionsProps {
  /** The primary action, e.g. "Add domain". */
  submitLabel: ReactNode;
  /** What the submit button says while the form is submitting ("Saving…" unless told). */
  pendingLabel?: string;
  /** Adds a Cancel button (disabled while submitting) for forms in a dialog. */
  onCancel?: () => void;
}

/**
 * The row of buttons under a form: Cancel and the submit button, both blocked while the form
 * submits. Stacks on phones with the primary action on top.
 */
export const FormActions = ({ submitLabel, pendingLabel, onCancel }: FormActionsProps) => {
  const t = useT();
  const { isSubmitting } = useFormState();
  const offline = useNeedsConnection({ kind: 'saving' });
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      {offline.reason}
      {onCancel && (
        <Button onClick={onCancel} disabled={isSubmitting}>
          {t(WORDS.cancel)}
        </Button>
      )}
      <Button
        type="submit"
        variant="primary"
        isPending={isSubmitting}
        pendingLabel={pendingLabel ?? t({ defaultMessage: 'Saving…' })}
        {...offline.button}
      >
        {submitLabel}
      </Button>
    </div>
  );
};
