import type { InputHTMLAttributes, ReactNode } from 'react';
import { useField } from './use-field';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'type'
> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

export const CheckboxField = ({ name, label, hint, ...rest }: CheckboxFieldProps) => {
  const { ids, error, registration } = useField(name, hint !== undefined);
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-2">
        <input
          id={ids.id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 rounded border-gray-300 accent-brand-600 dark:border-gray-600 dark:accent-brand-400"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...rest}
          {...registration}
        />
        <label htmlFor={ids.id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      {hint && (
        <p id={ids.hintId} className="ml-7 text-sm text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="ml-7 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
};
