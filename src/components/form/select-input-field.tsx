import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldShell, inputClass, useFieldIds } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'children'
> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: string;
  isRequired?: boolean;
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
      <select
        id={ids.id}
        className={`${inputClass} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={isRequired || undefined}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
};
