import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlProps, FieldShell, useFieldIds, type LabelledFieldProps } from './field-shell';

export interface TextareaInputFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'>, LabelledFieldProps {
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
      <textarea rows={rows} {...controlProps(ids, { error, isRequired }, className)} {...rest} />
    </FieldShell>
  );
};
