import { useFieldIds } from './field-shell';
import { useFieldSource } from './field-source';

/**
 * What every field component needs from the surrounding form: the control's registration, its
 * current error message (nested names like `wifi.pass` work) and the ids tying them together.
 */
export const useField = (name: string, hasHint: boolean) => {
  const source = useFieldSource();
  const error = source.errorOf(name);
  const ids = useFieldIds(hasHint, error);
  return { ids, error, form: source.form, registration: source.register(name) };
};
