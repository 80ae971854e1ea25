import { get, useFormContext, type RegisterOptions } from 'react-hook-form';
import { useFieldIds } from './field-shell';

/**
 * What every field component needs from the surrounding form: the control's registration, its
 * current error message (nested names like `wifi.pass` work) and the ids tying them together.
 */
export const useField = (name: string, hasHint: boolean, options?: RegisterOptions) => {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const fieldError: { message?: string } | undefined = get(errors, name);
  const error = fieldError?.message;
  const ids = useFieldIds(hasHint, error);
  return { ids, error, registration: register(name, options) };
};
