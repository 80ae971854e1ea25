import { get, useFormContext, useWatch, type RegisterOptions } from 'react-hook-form';
import { useFieldIds } from './field-shell';
import { fieldMaxLength } from './schema-limits';

/**
 * What every field component needs from the surrounding form: the control's registration, its
 * current error message (nested names like `wifi.pass` work), the ids tying them together, and
 * its length against the schema's limit (`count`), when the schema sets one.
 */
export const useField = (name: string, hasHint: boolean, options?: RegisterOptions) => {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext();
  const fieldError: { message?: string } | undefined = get(errors, name);
  const error = fieldError?.message;
  const ids = useFieldIds(hasHint, error);
  const max = fieldMaxLength(control, name);
  const value: unknown = useWatch({ control, name, disabled: max === undefined });
  const count =
    max === undefined ? undefined : { length: typeof value === 'string' ? value.length : 0, max };
  return { ids, error, count, registration: register(name, options) };
};
