import type { Ref, SelectHTMLAttributes } from 'react';
import { controlProps, FieldShell, useFieldIds, type LabelledFieldProps } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'>, LabelledFieldProps {
  options: readonly SelectOption[];
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select with hint and error, wired like InputField. */
export const SelectInputField = ({
  label,
  options,
  hint,
  error,
  isRequired,
  className,
  ...rest
}: SelectInputFieldProps) => {
  const ids = useFieldIds(hint !== undefined, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired={isRequired}>
      <select {...controlProps(ids, { error, isRequired }, className)} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
};
