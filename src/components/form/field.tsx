import type { ReactNode } from 'react';
import {
  FieldShell as PlainFieldShell,
  inputClass,
  useFieldIds,
  type FieldIds,
} from './field-shell';
import { useFieldError } from './use-field-error';

export { inputClass };

/** Ids and the current error of one react-hook-form field: what a custom field needs. */
export interface FieldMeta extends FieldIds {
  error: string | undefined;
}

/** For custom fields (colour pickers, textareas…) inside a <Form>: ids, error, aria wiring. */
export const useFieldMeta = (name: string, hasHint: boolean): FieldMeta => {
  const error = useFieldError(name);
  return { ...useFieldIds(hasHint, error), error };
};

/** Label, hint and error around a custom control; give the control `id={meta.id}`. */
export const FieldShell = ({
  meta,
  label,
  hint,
  isRequired,
  children,
}: {
  meta: FieldMeta;
  label: ReactNode;
  hint?: ReactNode;
  isRequired?: boolean;
  children: ReactNode;
}) => (
  <PlainFieldShell ids={meta} label={label} hint={hint} error={meta.error} isRequired={isRequired}>
    {children}
  </PlainFieldShell>
);
