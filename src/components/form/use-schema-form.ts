import {
  get,
  set,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import { z } from 'zod/mini';
import { formSchemas } from './field-shell';

type Issue = z.core.$ZodIssue;

/**
 * zod's issues → react-hook-form's errors: the first message for each field path. (A union whose
 * branches are strings with checks reports its closest branch's issues itself.)
 */
const toFieldErrors = <T extends FieldValues>(issues: readonly Issue[]): FieldErrors<T> => {
  const errors: FieldErrors<T> = {};
  for (const issue of issues) {
    const name = issue.path.join('.');
    if (get(errors, name) === undefined)
      set(errors, name, { type: issue.code, message: issue.message });
  }
  return errors;
};

/** The schema as react-hook-form's resolver: its output, or its messages on the fields. */
const schemaResolver =
  <TIn extends FieldValues, TOut extends FieldValues>(
    schema: z.core.$ZodType<TOut, TIn>,
  ): Resolver<TIn, unknown, TOut> =>
  (values) => {
    const result = z.safeParse(schema, values);
    return result.success
      ? { values: result.data, errors: {} }
      : { values: {}, errors: toFieldErrors<TIn>(result.error.issues) };
  };

export type SchemaFormOptions<TIn extends FieldValues, TOut extends FieldValues> = Omit<
  UseFormProps<TIn, unknown, TOut>,
  'resolver' | 'defaultValues'
>;

/**
 * A react-hook-form form checked by a zod schema: the values have the schema's input type and
 * the submit handler receives its output (trimmed, transformed), so no resolver needs a cast.
 */
export const useSchemaForm = <TIn extends FieldValues, TOut extends FieldValues>(
  schema: z.core.$ZodType<TOut, TIn>,
  defaultValues: DefaultValues<NoInfer<TIn>>,
  options: SchemaFormOptions<NoInfer<TIn>, NoInfer<TOut>> = {},
) => {
  const form = useForm<TIn, unknown, TOut>({
    ...options,
    defaultValues,
    resolver: schemaResolver(schema),
  });
  // Read by the signed-in pages' field counters (schema-limits.ts).
  formSchemas.set(form.control, schema);
  return form;
};
