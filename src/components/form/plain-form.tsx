import { useState, type FormEvent, type ReactNode } from 'react';
import { z } from 'zod/mini';
import { FieldSourceContext, type FieldSource } from './field-source';
import { FormError } from './form-error';

type PlainValues = Record<string, string | boolean>;
type Errors = Record<string, string>;

const firstMessagePerField = (issues: readonly z.core.$ZodIssue[]): Errors => {
  const errors: Errors = {};
  for (const issue of issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

/** Inputs whose default the form has set (once each: a later render must not undo typing). */
const filled = new WeakSet<Element>();

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const controlNamed = (form: HTMLElement | null, name: string): Control | null => {
  const control = form instanceof HTMLFormElement ? form.elements.namedItem(name) : null;
  return control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
    ? control
    : null;
};

const valueOf = (control: Control | null, fallback: string | boolean) => {
  if (!control) return fallback;
  return control instanceof HTMLInputElement && control.type === 'checkbox'
    ? control.checked
    : control.value;
};

/**
 * The sign-in page's form: the same fields, schema and messages as every `useSchemaForm` form,
 * over uncontrolled inputs read when they matter, without react-hook-form (weight the first
 * visit would wait for — docs/decisions/0036-first-page-form.md). Flat fields only. It behaves as `Form` does: the
 * schema speaks on submit, the first wrong field gets focus, a field is checked again as it is
 * corrected, and server messages go on fields or in the banner.
 */
export const usePlainForm = <TIn extends PlainValues, TOut>(
  id: string,
  schema: z.core.$ZodType<TOut, TIn>,
  defaultValues: TIn,
) => {
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [hasSubmitted, setHasSubmitted] = useState(false);

  const values = () =>
    Object.fromEntries(
      Object.entries(defaultValues).map(([name, fallback]) => [
        name,
        valueOf(controlNamed(document.getElementById(id), name), fallback),
      ]),
    ) as TIn;

  const focus = (name: string) => controlNamed(document.getElementById(id), name)?.focus();

  /** Puts a message on a field (or, for `root`, in the banner), as react-hook-form's setError. */
  const setError = (name: keyof TIn | 'root', message: string, shouldFocus = false) => {
    setErrors((current) => ({ ...current, [name]: message }));
    if (shouldFocus && name !== 'root') focus(String(name));
  };

  const handleSubmit = (onValid: (values: TOut) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    setHasSubmitted(true);
    const result = z.safeParse(schema, values());
    if (!result.success) {
      const found = firstMessagePerField(result.error.issues);
      setErrors(found);
      const first = Object.keys(defaultValues).find((name) => found[name]);
      if (first) focus(first);
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    try {
      await onValid(result.data);
    } finally {
      setIsSubmitting(false);
    }
  };

  /** After the first submit, a field's message follows what it now holds. */
  const recheck = (name: string) => {
    if (!hasSubmitted || !(name in defaultValues)) return;
    const result = z.safeParse(schema, values());
    const found = result.success ? {} : firstMessagePerField(result.error.issues);
    setErrors(({ [name]: _old, ...rest }) =>
      found[name] ? { ...rest, [name]: found[name] } : rest,
    );
  };

  const fields: FieldSource = {
    // The value is set on the element, not rendered: the markup is the same before and after
    // the app takes over a static page, as with react-hook-form.
    register: (name) => ({
      name,
      ref: (control) => {
        if (!control || filled.has(control)) return;
        filled.add(control);
        // A static page's field that has focus is being typed into while the app takes over:
        // the person's value stands (a default set now would land before their next keys).
        if (control === document.activeElement) return;
        const value = defaultValues[name];
        if (control instanceof HTMLInputElement && control.type === 'checkbox')
          control.checked = value === true;
        else if (typeof value === 'string') control.value = value;
      },
    }),
    errorOf: (name) => errors[name],
    formError: errors.root,
  };

  return { id, fields, isSubmitting, setError, handleSubmit, recheck };
};

export interface PlainFormProps<TOut> {
  form: Pick<
    ReturnType<typeof usePlainForm<PlainValues, TOut>>,
    'id' | 'fields' | 'handleSubmit' | 'recheck'
  >;
  onSubmit: (values: TOut) => Promise<void>;
  children: ReactNode;
  method?: 'dialog';
  'aria-label'?: string;
}

/** `Form`'s markup (banner first, browser validation off) for a `usePlainForm` form. */
export const PlainForm = <TOut,>({
  form,
  onSubmit,
  children,
  ...attributes
}: PlainFormProps<TOut>) => (
  <FieldSourceContext value={form.fields}>
    <form
      id={form.id}
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(onSubmit)}
      onChange={(event) => {
        const { name } = event.target as Partial<HTMLInputElement>;
        if (name) form.recheck(name);
      }}
      {...attributes}
    >
      <FormError />
      {children}
    </form>
  </FieldSourceContext>
);
