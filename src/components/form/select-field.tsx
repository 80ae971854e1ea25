import type { SelectHTMLAttributes } from 'react';
import { controlProps, FieldShell, type LabelledFieldProps } from './field-shell';
import { useField } from './use-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'children'>,
    Omit<LabelledFieldProps, 'error'> {
  /** The form field it edits; its error shows under the select. */
  name: string;
  options: readonly SelectOption[];
}

/** A labelled select of the surrounding form, wired like TextField. */
export const SelectField = ({
  name,
  label,
  options,
  hint,
  isRequired,
  className,
  ...rest
}: SelectFieldProps) => {
  const { ids, error, registration } = useField(name, hint !== undefined);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired={isRequired}>
      <select {...controlProps(ids, { error, isRequired }, className)} {...rest} {...registration}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
};
