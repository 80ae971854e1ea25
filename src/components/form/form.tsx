import { useContext, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  get,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { FormAidsContext, type CountedForm } from './field-shell';
import { FieldSourceContext, type FieldSource } from './field-source';
import { FormError } from './form-error';

export interface FormProps<T extends FieldValues, TOutput extends FieldValues = T> extends Pick<
  FormHTMLAttributes<HTMLFormElement>,
  'id' | 'method'
> {
  form: UseFormReturn<T, unknown, TOutput>;
  /** Receives the values after the resolver parsed them (trimmed, transformed). */
  onSubmit: SubmitHandler<TOutput>;
  children: ReactNode;
  className?: string;
  /** Names the form for screen readers when there is no visible heading right above it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A react-hook-form form: browser validation off (zod speaks for it, in the same words as the
 * server), and the form-level error banner first so it is read before the fields.
 */
export const Form = <T extends FieldValues, TOutput extends FieldValues = T>({
  form,
  onSubmit,
  children,
  className = 'space-y-4',
  ...attributes
}: FormProps<T, TOutput>) => {
  // Read here, the errors subscribe the form's owner, which renders this again when they change.
  const { errors } = form.formState;
  const fields: FieldSource = {
    register: (name) => form.register(name as never),
    errorOf: (name) => (get(errors, name) as { message?: string } | undefined)?.message,
    formError: errors.root?.server?.message ?? errors.root?.message,
    // Its generic methods take a field path of T; a counter names the field it counts.
    form: form as unknown as CountedForm,
  };
  const aids = useContext(FormAidsContext);
  return (
    <FormProvider {...form}>
      <FieldSourceContext value={fields}>
        <form
          noValidate
          onSubmit={form.handleSubmit(onSubmit)}
          className={className}
          {...attributes}
        >
          <FormError />
          {aids && <aids.ReportChanges isDirty={form.formState.isDirty} />}
          {children}
        </form>
      </FieldSourceContext>
    </FormProvider>
  );
};

/**
 * The props of one form for create and edit (architecture guide, example 5): create sends the
 * create schema's input, edit the update schema's, and edit gets what it shows of the item.
 */
export type CreateOrEditProps<TCreate, TUpdate, TEdit extends object = object> =
  | {
      mode: 'create';
      onSubmit: (input: TCreate) => Promise<unknown>;
      onCancel: () => void;
      defaultValues?: undefined;
    }
  | ({
      mode: 'edit';
      onSubmit: (input: TUpdate) => Promise<unknown>;
      onCancel: () => void;
    } & TEdit);
