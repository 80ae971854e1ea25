import { useState, type InputHTMLAttributes } from 'react';
import { withScheme } from '../../api/fields';
import { controlProps, FieldShell, useFieldIds, type LabelledFieldProps } from './field-shell';
import { useT } from '../i18n/use-t';
import { useField } from './use-field';

export interface TextFieldProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'children'>,
    Omit<LabelledFieldProps, 'error'> {
  /** The form field it edits; its error shows under the input. */
  name: string;
  /** Rewrites what was typed into the form's value (on leaving the field and on Enter), shown. */
  tidy?: (value: string) => string;
}

/** A labelled input of the surrounding form, with hint and error wired for screen readers. */
export const TextField = ({
  name,
  label,
  hint,
  isRequired,
  className,
  type = 'text',
  tidy,
  ...rest
}: TextFieldProps) => {
  const { ids, error, form, registration } = useField(name, hint !== undefined);
  // Shown in the input and told to the form as a change (a plain form reads the input itself).
  const tidyUp = (input: HTMLInputElement) => {
    const tidied = tidy?.(input.value);
    if (tidied === undefined || tidied === input.value) return;
    input.value = tidied;
    void registration.onChange?.({ target: input, type: 'change' });
  };
  return (
    <FieldShell {...{ ids, label, hint, error, isRequired }} count={form && { form, name }}>
      <input
        type={type}
        {...controlProps(ids, { error, isRequired }, className)}
        {...rest}
        {...registration}
        onBlur={(event) => {
          tidyUp(event.currentTarget);
          return registration.onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') tidyUp(event.currentTarget);
          rest.onKeyDown?.(event);
        }}
      />
    </FieldShell>
  );
};

/** A web address: the URL keyboard on phones, no spelling check; a bare one gets https://. */
export const UrlField = (props: Omit<TextFieldProps, 'type'>) => (
  <TextField type="url" inputMode="url" spellCheck={false} tidy={withScheme} {...props} />
);

/** What a field whose text must stay exactly as typed turns off: spelling, capitals, corrections. */
const TYPED_EXACTLY = { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' } as const;

/** Text that must stay exactly as typed (an alias, a slug, an app link). */
export const ExactTextField = (props: TextFieldProps) => (
  <TextField {...TYPED_EXACTLY} {...props} />
);

/** A password or key field with a show/hide toggle, so long keys and passwords can be checked. */
export const PasswordField = ({
  name,
  label,
  hint,
  isRequired,
  className,
  ...rest
}: Omit<TextFieldProps, 'type'>) => {
  const t = useT();
  const { ids, error, registration } = useField(name, hint !== undefined);
  const [isVisible, setIsVisible] = useState(false);
  const field = typeof label === 'string' ? label : t({ defaultMessage: 'password' });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired={isRequired}>
      <div className="flex gap-2">
        <input
          type={isVisible ? 'text' : 'password'}
          {...controlProps(ids, { error, isRequired }, className)}
          {...TYPED_EXACTLY}
          {...rest}
          {...registration}
        />
        <button
          type="button"
          className="min-h-10 shrink-0 rounded-md border border-gray-300 px-3 text-sm font-medium hover:bg-gray-100 dark:border-gray-600 dark:hover:bg-gray-800"
          aria-label={
            isVisible
              ? t(
                  {
                    defaultMessage: 'Hide {field}',
                    description: 'field: the label of a password or key field',
                  },
                  { field },
                )
              : t(
                  {
                    defaultMessage: 'Show {field}',
                    description: 'field: the label of a password or key field',
                  },
                  { field },
                )
          }
          aria-controls={ids.id}
          onClick={() => setIsVisible((v) => !v)}
        >
          {isVisible
            ? t({ defaultMessage: 'Hide', description: 'Button: hides the password typed' })
            : t({ defaultMessage: 'Show', description: 'Button: shows the password typed' })}
        </button>
      </div>
    </FieldShell>
  );
};

export interface StandaloneTextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>, LabelledFieldProps {}

/**
 * The same labelled input for a value that is not a form field (the caller holds its value and
 * its error), such as the UTM builder's parameters, which live in the destination URL.
 */
export const StandaloneTextField = ({
  label,
  hint,
  error,
  isRequired,
  className,
  type = 'text',
  ...rest
}: StandaloneTextFieldProps) => {
  const ids = useFieldIds(hint !== undefined, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired={isRequired}>
      <input type={type} {...controlProps(ids, { error, isRequired }, className)} {...rest} />
    </FieldShell>
  );
};
