import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldShell, inputClass, useFieldIds } from './field-shell';

export interface TextareaInputFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  isRequired?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field (descriptions), wired like InputField. */
export const TextareaInputField = ({
  label,
  hint,
  error,
  isRequired,
  className,
  rows = 3,
  ...rest
}: TextareaInputFieldProps) => {
  const ids = useFieldIds(hint !== undefined, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired={isRequired}>
      <textarea
        id={ids.id}
        rows={rows}
        className={`${inputClass} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={isRequired || undefined}
        {...rest}
      />
    </FieldShell>
  );
};
