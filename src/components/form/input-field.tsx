import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldShell, inputClass, useFieldIds } from './field-shell';

export interface InputFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Marks the field as required for people and screen readers (the zod schema enforces it). */
  isRequired?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with hint and error wired through aria-describedby / aria-invalid. */
export const InputField = ({
  label,
  hint,
  error,
  isRequired,
  className,
  type = 'text',
  ...rest
}: InputFieldProps) => {
  const ids = useFieldIds(hint !== undefined, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired={isRequired}>
      <input
        id={ids.id}
        type={type}
        className={`${inputClass} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={isRequired || undefined}
        {...rest}
      />
    </FieldShell>
  );
};

/** A password input with a show/hide toggle, so long keys and passwords can be checked. */
export const PasswordInputField = ({
  label,
  hint,
  error,
  isRequired,
  className,
  ...rest
}: Omit<InputFieldProps, 'type'>) => {
  const ids = useFieldIds(hint !== undefined, error);
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired={isRequired}>
      <div className="flex gap-2">
        <input
          id={ids.id}
          type={isVisible ? 'text' : 'password'}
          className={`${inputClass} ${className ?? ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-required={isRequired || undefined}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          {...rest}
        />
        <button
          type="button"
          className="min-h-10 shrink-0 rounded-md border border-gray-300 px-3 text-sm font-medium hover:bg-gray-100 dark:border-gray-600 dark:hover:bg-gray-800"
          aria-label={`${isVisible ? 'Hide' : 'Show'} ${typeof label === 'string' ? label.toLowerCase() : 'password'}`}
          aria-controls={ids.id}
          onClick={() => setIsVisible((v) => !v)}
        >
          {isVisible ? 'Hide' : 'Show'}
        </button>
      </div>
    </FieldShell>
  );
};
