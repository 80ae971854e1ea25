import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFieldIds, type FieldIds } from './field-shell';
import { useField } from './use-field';

type CheckboxInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

interface CheckboxProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  input: CheckboxInputProps;
}

/** A checkbox with its label, hint and error, tied together by ids. */
const Checkbox = ({ ids, label, hint, error, input }: CheckboxProps) => (
  <div className="space-y-1">
    <div className="flex items-start gap-2">
      <input
        id={ids.id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 rounded border-gray-300 accent-brand-600 dark:border-gray-600 dark:accent-brand-400"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      <label htmlFor={ids.id} className="text-sm font-medium">
        {label}
      </label>
    </div>
    {hint && (
      <p id={ids.hintId} className="ms-7 text-sm text-gray-600 dark:text-gray-400">
        {hint}
      </p>
    )}
    {error && (
      <p id={ids.errorId} className="ms-7 text-sm font-medium text-red-700 dark:text-red-300">
        {error}
      </p>
    )}
  </div>
);

export interface CheckboxFieldProps extends Omit<CheckboxInputProps, 'name'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

/** A checkbox of a form (react-hook-form). */
export const CheckboxField = ({ name, label, hint, ...rest }: CheckboxFieldProps) => {
  const { ids, error, registration } = useField(name, hint !== undefined);
  return (
    <Checkbox
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      input={{ ...rest, ...registration }}
    />
  );
};

export interface SettingCheckboxProps {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox that applies at once, outside any form (a setting). */
export const SettingCheckbox = ({ label, hint, checked, onChange }: SettingCheckboxProps) => {
  const ids = useFieldIds(hint !== undefined, undefined);
  return (
    <Checkbox
      ids={ids}
      label={label}
      hint={hint}
      input={{ checked, onChange: (event) => onChange(event.target.checked) }}
    />
  );
};
