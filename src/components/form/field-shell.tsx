import { createContext, useContext, useId, type ComponentType, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';

// The parts every field component (TextField, SelectField, …) is built from.

export const inputClass =
  'block w-full min-h-10 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500 disabled:bg-gray-100 disabled:text-gray-600 aria-[invalid=true]:border-red-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:disabled:bg-gray-800 dark:aria-[invalid=true]:border-red-400';

export interface FieldIds {
  id: string;
  /** The field's label (a control made of parts names itself with it). */
  labelId: string;
  hintId: string;
  errorId: string;
  /** For `aria-describedby`: the hint and, when there is one, the error. */
  describedBy: string | undefined;
}

export const useFieldIds = (hasHint: boolean, error: string | undefined): FieldIds => {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hasHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, labelId, hintId, errorId, describedBy };
};

/** What every labelled field takes besides its control's own attributes. */
export interface LabelledFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Marks the field as required for people and screen readers (the zod schema enforces it). */
  isRequired?: boolean;
}

/** The attributes that tie an input, select or textarea to its label, hint and error. */
export const controlProps = (
  ids: FieldIds,
  { error, isRequired }: Pick<LabelledFieldProps, 'error' | 'isRequired'>,
  className = '',
) => ({
  id: ids.id,
  className: `${inputClass} ${className}`,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': ids.describedBy,
  'aria-required': isRequired || undefined,
});

/** The form field counted against its schema's limit; `isAlways` shows it before it nears it. */
/** What a counter reads of a react-hook-form form: its own methods (no import of the library). */
export interface CountedForm {
  control: object;
  subscribe: (options: {
    name: string;
    formState: { values: true };
    callback: () => void;
  }) => () => void;
  getValues: (name: string) => unknown;
}

export interface FieldCount {
  form: CountedForm;
  name: string;
  isAlways?: boolean;
}

/**
 * What signed-in pages add to every form: a character counter under a field whose schema sets a
 * limit, and a report of unsaved changes to the dialog holding the form. The app shell provides
 * them (`SignedInFormAids`); the sign-in page goes without, so they stay off the first page's
 * load (see docs/decisions/0030-signed-in-form-aids.md).
 */
export interface FormAids {
  Counter: ComponentType<FieldCount>;
  ReportChanges: ComponentType<{ isDirty: boolean }>;
}

export const FormAidsContext = createContext<FormAids | null>(null);

/** Each form's schema by its react-hook-form control, so a counter can read its field's limit. */
export const formSchemas = new WeakMap<object, unknown>();

export interface FieldShellProps {
  ids: FieldIds;
  count?: FieldCount;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  isRequired?: boolean;
  children: ReactNode;
}

/** Label (with "optional" or a required mark), hint, the control, then its error message. */
export const FieldShell = ({
  ids,
  label,
  hint,
  error,
  isRequired,
  count,
  children,
}: FieldShellProps) => {
  const t = useT();
  const aids = useContext(FormAidsContext);
  return (
    <div className="space-y-1">
      {/* The marker sits outside the <label> so the field's name stays just its label
        (voice control users say it; aria-required tells screen readers it is required). */}
      <div className="flex items-baseline gap-1 text-sm">
        <label htmlFor={ids.id} id={ids.labelId} className="font-medium">
          {label}
        </label>
        {isRequired ? (
          <span className="text-red-700 dark:text-red-300" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="text-gray-600 dark:text-gray-400" aria-hidden="true">
            {t({
              defaultMessage: '(optional)',
              description: 'After the label of a field that may stay empty',
            })}
          </span>
        )}
      </div>
      {hint && (
        <p id={ids.hintId} className="text-sm text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      )}
      {children}
      {count && aids && <aids.Counter {...count} />}
      {error && (
        <p id={ids.errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
};

/** The banner at the top of a form for errors that belong to no single field. */
export const ErrorBanner = ({ message }: { message: string | undefined }) => (
  <div role="alert" aria-atomic="true">
    {message && (
      <p className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
        {message}
      </p>
    )}
  </div>
);
