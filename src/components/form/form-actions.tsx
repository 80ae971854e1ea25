import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useNeedsConnection } from '../feedback/connection';
import { Button } from '../ui/button';

export interface FormActionsProps {
  /** The primary action, e.g. "Add domain". */
  submitLabel: ReactNode;
  /** What the submit button says while the form is submitting. */
  pendingLabel?: string;
  /** Adds a Cancel button (disabled while submitting) for forms in a dialog. */
  onCancel?: () => void;
}

/**
 * The row of buttons under a form: Cancel and the submit button, both blocked while the form
 * submits. Stacks on phones with the primary action on top.
 */
export const FormActions = ({
  submitLabel,
  pendingLabel = 'Saving…',
  onCancel,
}: FormActionsProps) => {
  const { isSubmitting } = useFormState();
  const offline = useNeedsConnection('saving');
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      {offline.reason}
      {onCancel && (
        <Button onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      )}
      <Button
        type="submit"
        variant="primary"
        isPending={isSubmitting}
        pendingLabel={pendingLabel}
        {...offline.button}
      >
        {submitLabel}
      </Button>
    </div>
  );
};
