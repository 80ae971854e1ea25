import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldShell, inputClass, useFieldMeta } from './field';

export interface TextareaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'id' | 'children'
> {
  /** The react-hook-form field name; its error shows under the text area. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  isRequired?: boolean;
}

/** A labelled multi-line text field (descriptions), wired like TextField. */
export const TextareaField = ({
  name,
  label,
  hint,
  isRequired,
  className,
  rows = 3,
  ...rest
}: TextareaFieldProps) => {
  const meta = useFieldMeta(name, hint !== undefined);
  const { register } = useFormContext();
  return (
    <FieldShell meta={meta} label={label} hint={hint} isRequired={isRequired}>
      <textarea
        id={meta.id}
        rows={rows}
        className={`${inputClass} ${className ?? ''}`}
        aria-invalid={meta.error ? true : undefined}
        aria-describedby={meta.describedBy}
        aria-required={isRequired || undefined}
        {...rest}
        {...register(name)}
      />
    </FieldShell>
  );
};
