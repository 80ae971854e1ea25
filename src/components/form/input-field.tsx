import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { controlProps, FieldShell, useFieldIds, type LabelledFieldProps } from './field-shell';

export interface InputFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>, LabelledFieldProps {
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
      <input type={type} {...controlProps(ids, { error, isRequired }, className)} {...rest} />
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
          type={isVisible ? 'text' : 'password'}
          {...controlProps(ids, { error, isRequired }, className)}
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
