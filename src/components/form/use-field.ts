import { get, useFormContext, type RegisterOptions } from 'react-hook-form';
import { useFieldIds } from './field-shell';

/**
 * What every field component needs from the surrounding form: the control's registration, its
 * current error message (nested names like `wifi.pass` work), the ids tying them together, and
 * the form itself.
 */
export const useField = (name: string, hasHint: boolean, options?: RegisterOptions) => {
  const form = useFormContext();
  const fieldError: { message?: string } | undefined = get(form.formState.errors, name);
  const error = fieldError?.message;
  const ids = useFieldIds(hasHint, error);
  return { ids, error, form, registration: form.register(name, options) };
};
