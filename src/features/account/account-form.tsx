import { z } from 'zod/mini';
import { accountUpdateSchema, type AccountUpdateInput } from '../../api/account';
import { FormButtons } from '../../components/form/form-buttons';
import { InputField, PasswordInputField } from '../../components/form/input-field';
import { PlainForm, schemaResolver, usePlainForm } from '../../components/form/plain-form';
import { applyServerErrors } from '../../components/form/server-errors';

export interface AccountFormValues {
  email: string;
  password: string;
  confirmPassword: string;
}

/** Empty fields mean "keep the current value". */
const toInput = (values: AccountFormValues): AccountUpdateInput => ({
  ...(values.email.trim() ? { email: values.email } : {}),
  ...(values.password ? { password: values.password } : {}),
});

/**
 * The form's values checked by the shared accountUpdateSchema (the server's own rules),
 * plus the one rule only a form has: the password typed twice must match.
 */
export const accountFormSchema = z.pipe(
  z.object({ email: z.string(), password: z.string(), confirmPassword: z.string() }).check(
    z.superRefine((values, ctx) => {
      const result = accountUpdateSchema.safeParse(toInput(values));
      if (!result.success)
        for (const issue of result.error.issues)
          ctx.addIssue({
            code: 'custom',
            message:
              issue.path.length > 0 ? issue.message : 'Enter a new email, a new password, or both.',
            path: issue.path.length > 0 ? issue.path : ['email'],
          });
      if (values.password && values.password !== values.confirmPassword)
        ctx.addIssue({
          code: 'custom',
          message: 'The two passwords do not match.',
          path: ['confirmPassword'],
        });
    }),
  ),
  z.transform((values: AccountFormValues) => accountUpdateSchema.parse(toInput(values))),
);

export interface AccountFormProps {
  currentEmail: string;
  /** Resolves when saved; a rejection puts the server's errors on the form. */
  onSubmit: (input: AccountUpdateInput) => Promise<unknown>;
}

const resolver = schemaResolver(accountFormSchema);

/** On screen when the page opens, so it keeps its state without react-hook-form (decision 0007). */
export const AccountForm = ({ currentEmail, onSubmit }: AccountFormProps) => {
  const form = usePlainForm({
    resolver,
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  const submit = async (input: AccountUpdateInput) => {
    try {
      await onSubmit(input);
      form.reset();
    } catch (error) {
      applyServerErrors(error, form.setError, ['email', 'password']);
    }
  };

  return (
    <PlainForm form={form} onSubmit={submit} aria-labelledby="account-form-title">
      <InputField
        {...form.field('email')}
        label="New email"
        type="email"
        autoComplete="email"
        hint={
          currentEmail
            ? `Now ${currentEmail}. Leave empty to keep it.`
            : 'Leave empty to keep your email.'
        }
      />
      <PasswordInputField
        {...form.field('password')}
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters. Leave empty to keep your password."
      />
      <PasswordInputField
        {...form.field('confirmPassword')}
        label="Confirm new password"
        autoComplete="new-password"
      />
      <FormButtons submitLabel="Save changes" isSubmitting={form.isSubmitting} />
    </PlainForm>
  );
};
