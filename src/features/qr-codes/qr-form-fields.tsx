import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldShell, inputClass, useFieldIds } from '../../components/form/field-shell';
import { useFieldError } from '../../components/form/use-field-error';
import { toHexColor } from '../../lib/colors';

/** A multi-line text field with the same label/hint/error wiring as TextField. */
export const TextareaField = ({
  name,
  label,
  hint,
  isRequired,
  rows = 4,
  ...rest
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  isRequired?: boolean;
}) => {
  const error = useFieldError(name);
  const ids = useFieldIds(hint !== undefined, error);
  const { register } = useFormContext();
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired={isRequired}>
      <textarea
        id={ids.id}
        rows={rows}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={isRequired || undefined}
        {...rest}
        {...register(name)}
      />
    </FieldShell>
  );
};

/**
 * A colour as text (hex or rgb(), what the user may paste from a brand guide) with a native
 * picker beside it; both edit the same form value.
 */
export const ColorField = ({
  name,
  label,
  hint,
}: {
  name: 'foreground' | 'background';
  label: string;
  hint?: ReactNode;
}) => {
  const error = useFieldError(name);
  const ids = useFieldIds(hint !== undefined, error);
  const { register, setValue, control } = useFormContext();
  const value = useWatch({ control, name }) as string;
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={toHexColor(value)}
          onChange={(event) =>
            setValue(name, event.target.value, { shouldDirty: true, shouldValidate: true })
          }
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-gray-300 bg-white p-1 dark:border-gray-600 dark:bg-gray-900"
        />
        <input
          id={ids.id}
          type="text"
          className={`${inputClass} font-mono`}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-required
          {...register(name)}
        />
      </div>
    </FieldShell>
  );
};
