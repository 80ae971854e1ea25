import type { TextareaHTMLAttributes } from 'react';
import { controlProps, FieldShell, type LabelledFieldProps } from './field-shell';
import { useField } from './use-field';

export interface TextareaFieldProps
  extends
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'children'>,
    Omit<LabelledFieldProps, 'error'> {
  /** The form field it edits; its error shows under the text area. */
  name: string;
}

/** A labelled multi-line text field (descriptions, messages), wired like TextField. */
export const TextareaField = ({
  name,
  label,
  hint,
  isRequired,
  className,
  rows = 3,
  ...rest
}: TextareaFieldProps) => {
  const { ids, error, form, registration } = useField(name, hint !== undefined);
  return (
    <FieldShell
      {...{ ids, label, hint, error, isRequired }}
      count={form && { form, name, isAlways: true }}
    >
      <textarea
        rows={rows}
        {...controlProps(ids, { error, isRequired }, className)}
        {...rest}
        {...registration}
      />
    </FieldShell>
  );
};
