import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldShell, inputClass, useFieldIds } from './field-shell';
import { useFieldError } from './use-field-error';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'id' | 'children'
> {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  isRequired?: boolean;
}

export const SelectField = ({
  name,
  label,
  options,
  hint,
  isRequired,
  className,
  ...rest
}: SelectFieldProps) => {
  const error = useFieldError(name);
  const ids = useFieldIds(hint !== undefined, error);
  const { register } = useFormContext();
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired={isRequired}>
      <select
        id={ids.id}
        className={`${inputClass} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={isRequired || undefined}
        {...rest}
        {...register(name)}
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
