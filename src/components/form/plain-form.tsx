import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { z } from 'zod/mini';
import { ErrorBanner } from './field-shell';

// Form state without a form library, for forms on screen as soon as their page opens
// (docs/decisions/0007-forms-on-first-paint.md). Forms in dialogs use react-hook-form.

/** Messages by field path (`email`, `wifi.pass`); `root` and `root.<x>` belong to no field. */
export type FormErrors = Partial<Record<string, string>>;

/** Checks all values: what to submit, or messages by field path (never an empty map). */
export type PlainResolver<T, TOut> = (
  values: T,
) => { values: TOut; errors?: undefined } | { errors: FormErrors; values?: undefined };

/** Every dotted path into T: `name`, `wifi`, `wifi.pass`. */
export type FieldPath<T> = {
  [K in keyof T & string]: T[K] extends Record<string, unknown> ? K | `${K}.${FieldPath<T[K]>}` : K;
}[keyof T & string];

export type PathValue<T, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof T
    ? PathValue<T[K], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

const getPath = (source: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], source);

const setPath = <T,>(source: T, [key, ...rest]: string[], value: unknown): T => {
  const node = source as Record<string, unknown>;
  return { ...node, [key]: rest.length ? setPath(node[key], rest, value) : value } as T;
};

/** A zod schema as a resolver: its output, or the first message for each path. */
export const schemaResolver =
  <TIn, TOut>(schema: z.core.$ZodType<TOut, TIn>): PlainResolver<TIn, TOut> =>
  (values) => {
    const result = z.safeParse(schema, values);
    if (result.success) return { values: result.data };
    const errors: FormErrors = {};
    for (const issue of result.error.issues)
      errors[issue.path.map(String).join('.')] ??= issue.message;
    return { errors };
  };

/** What a plain field component (InputField, TextareaInputField…) needs to show one value. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  onBlur: () => void;
  error: string | undefined;
}

export interface PlainFormOptions<T, TOut> {
  defaultValues: T;
  resolver: PlainResolver<T, TOut>;
  /**
   * When a field is first checked: after the first submit (`onSubmit`) or when it loses focus
   * (`onTouched`). From then on every change checks it again, as in react-hook-form.
   */
  mode?: 'onSubmit' | 'onTouched';
}

/**
 * A form's values, errors and submit state, with react-hook-form's rules where users see them:
 * errors replace each other on submit, focus goes to the first field in error, a field's error
 * (also one set by the server) changes only when that field changes, values are never cleared.
 */
export const usePlainForm = <T extends object, TOut = T>({
  defaultValues,
  resolver,
  mode = 'onSubmit',
}: PlainFormOptions<T, TOut>) => {
  const [defaults] = useState(defaultValues);
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  // Read by event handlers, which may run twice before React renders again.
  const latest = useRef(defaultValues);
  const lastSubmitted = useRef<HTMLFormElement | null>(null);
  const checked = useRef(new Set<string>());
  const isSubmitted = useRef(false);
  const isBusy = useRef(false);

  const focusFirst = (names: string[]) => {
    const elements = [...(lastSubmitted.current?.elements ?? [])] as HTMLInputElement[];
    elements.find((element) => element.name && names.includes(element.name))?.focus();
  };

  /** As react-hook-form's: `shouldFocus` focuses the field in the form that was last submitted. */
  const setError = (
    name: string,
    error: { message?: string },
    options?: { shouldFocus?: boolean },
  ) => {
    setErrors((old) => ({ ...old, [name]: error.message }));
    if (options?.shouldFocus) focusFirst([name]);
  };

  const check = (name: string, next: T) => {
    const message = resolver(next).errors?.[name];
    setErrors((old) => (old[name] === message ? old : { ...old, [name]: message }));
  };

  const setValue = <P extends FieldPath<T>>(name: P, value: PathValue<T, P>) => {
    const next = setPath(latest.current, name.split('.'), value);
    latest.current = next;
    setValues(next);
    if (isSubmitted.current || checked.current.has(name)) check(name, next);
  };

  const onBlur = (name: string) => {
    if (mode !== 'onTouched' || checked.current.has(name)) return;
    checked.current.add(name);
    check(name, latest.current);
  };

  return {
    values,
    errors,
    isSubmitting,
    setValue,
    setError,
    isDirty: (name: FieldPath<T>) => !Object.is(getPath(values, name), getPath(defaults, name)),
    field: (name: FieldPath<T>): BoundField => ({
      name,
      value: String(getPath(values, name) ?? ''),
      onChange: (event) => setValue(name, event.target.value as PathValue<T, typeof name>),
      onBlur: () => onBlur(name),
      error: errors[name],
    }),
    reset: () => {
      latest.current = defaults;
      setValues(defaults);
      setErrors({});
      checked.current.clear();
      isSubmitted.current = false;
    },
    handleSubmit:
      (onValid: (values: TOut) => unknown) => async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (isBusy.current) return;
        lastSubmitted.current = event.currentTarget;
        isSubmitted.current = true;
        const result = resolver(latest.current);
        if (result.errors) {
          setErrors(result.errors);
          focusFirst(Object.keys(result.errors));
          return;
        }
        setErrors({});
        isBusy.current = true;
        setIsSubmitting(true);
        try {
          await onValid(result.values);
        } finally {
          isBusy.current = false;
          setIsSubmitting(false);
        }
      },
  };
};

export type PlainFormApi<T extends object, TOut = T> = ReturnType<typeof usePlainForm<T, TOut>>;

export interface PlainFormProps<T extends object, TOut> {
  form: PlainFormApi<T, TOut>;
  /** Receives the values the resolver returned. */
  onSubmit: (values: TOut) => unknown;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** As `<Form>`: browser validation off, and the form-level error banner before the fields. */
export const PlainForm = <T extends object, TOut>({
  form,
  onSubmit,
  children,
  className = 'space-y-4',
  ...aria
}: PlainFormProps<T, TOut>) => (
  <form noValidate onSubmit={form.handleSubmit(onSubmit)} className={className} {...aria}>
    <ErrorBanner message={form.errors['root.server'] ?? form.errors.root} />
    {children}
  </form>
);
