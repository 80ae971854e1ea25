import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { FormAidsContext, type FieldCount, type FormAids } from './field-shell';
import { fieldMaxLength } from './schema-limits';

/**
 * Where a form tells what holds it (a dialog) whether its values differ from where they
 * started, so closing it can ask before throwing them away.
 */
export const FormChanges = createContext<((isChanged: boolean) => void) | null>(null);

const ReportChanges = ({ isDirty }: { isDirty: boolean }) => {
  const report = useContext(FormChanges);
  useEffect(() => {
    report?.(isDirty);
  }, [report, isDirty]);
  return null;
};

/**
 * "120 / 500" under a field whose schema sets a limit, once it nears it (or always, for long
 * text); past the limit it says by how much, and a screen reader hears that once. It follows the
 * value through the form's own `subscribe` (no react-hook-form import: this module is in every
 * signed-in page's load, react-hook-form only in a form's).
 */
const Counter = ({ form, name, isAlways = false }: FieldCount) => {
  const max = fieldMaxLength(form.control, name);
  const length = useSyncExternalStore(
    (onChange) => form.subscribe({ name, formState: { values: true }, callback: onChange }),
    () => {
      const value: unknown = form.getValues(name);
      return typeof value === 'string' ? value.length : 0;
    },
  );
  if (max === undefined || (!isAlways && length < max * 0.8)) return null;
  return (
    <p
      className={`text-end text-xs tabular-nums ${length > max ? 'font-medium text-red-700 dark:text-red-300' : 'text-gray-600 dark:text-gray-400'}`}
    >
      <span aria-hidden="true">
        {length} / {max}
      </span>
      <span className="sr-only" aria-live="polite">
        {length > max ? `${length - max} characters over the limit of ${max}` : ''}
      </span>
    </p>
  );
};

const aids: FormAids = { Counter, ReportChanges };

/** Gives every form below the signed-in aids: counters and the unsaved-changes report. */
export const SignedInFormAids = ({ children }: { children: ReactNode }) => (
  <FormAidsContext value={aids}>{children}</FormAidsContext>
);
