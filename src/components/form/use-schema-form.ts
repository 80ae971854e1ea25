import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod/mini';

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
) => useForm<TIn, unknown, TOut>({ ...options, defaultValues, resolver: zodResolver(schema) });
