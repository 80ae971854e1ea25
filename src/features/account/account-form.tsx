import { z } from 'zod/mini';
import { accountUpdateSchema, type AccountUpdateInput } from '../../api/account';
import { Form } from '../../components/form/form';
import { FormActions } from '../../components/form/form-actions';
import { applyServerErrors } from '../../components/form/server-errors';
import { PasswordField, TextField } from '../../components/form/text-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useT } from '../../components/i18n/use-t';
import { t } from '../../lib/i18n';

/** The form's fields: the new email and password, the password typed twice. */
const accountFieldsSchema = z.object({
  email: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
});
export type AccountFormValues = z.input<typeof accountFieldsSchema>;

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
  accountFieldsSchema.check(
    z.superRefine((values, ctx) => {
      const result = accountUpdateSchema.safeParse(toInput(values));
      if (!result.success)
        for (const issue of result.error.issues)
          ctx.addIssue({
            code: 'custom',
            message:
              issue.path.length > 0
                ? issue.message
                : t({ defaultMessage: 'Enter a new email, a new password, or both.' }),
            path: issue.path.length > 0 ? issue.path : ['email'],
          });
      if (values.password && values.password !== values.confirmPassword)
        ctx.addIssue({
          code: 'custom',
          message: t({ defaultMessage: 'The two passwords do not match.' }),
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

const EMPTY: AccountFormValues = { email: '', password: '', confirmPassword: '' };

export const AccountForm = ({ currentEmail, onSubmit }: AccountFormProps) => {
  const t = useT();
  const form = useSchemaForm(accountFormSchema, EMPTY);

  const submit = async (input: AccountUpdateInput) => {
    try {
      await onSubmit(input);
      form.reset();
    } catch (error) {
      applyServerErrors(error, form.setError, ['email', 'password']);
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-labelledby="account-form-title">
      <TextField
        name="email"
        label={t({ defaultMessage: 'New email' })}
        type="email"
        autoComplete="email"
        hint={
          currentEmail
            ? t(
                {
                  defaultMessage: 'Now {email}. Leave empty to keep it.',
                  description: 'email: the account’s current email address',
                },
                { email: currentEmail },
              )
            : t({ defaultMessage: 'Leave empty to keep your email.' })
        }
      />
      <PasswordField
        name="password"
        label={t({ defaultMessage: 'New password' })}
        autoComplete="new-password"
        hint={t({ defaultMessage: 'At least 8 characters. Leave empty to keep your password.' })}
      />
      <PasswordField
        name="confirmPassword"
        label={t({ defaultMessage: 'Confirm new password' })}
        autoComplete="new-password"
      />
      <FormActions submitLabel={t({ defaultMessage: 'Save changes' })} />
    </Form>
  );
};
