import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from '../../api/errors';
import { expectContactRefused, field, renderForm, save } from '../../test/form';
import { Form } from './form';
import { FormActions } from './form-actions';
import { sendOrShowServerErrors } from './server-errors';
import { TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  name: z.string().check(z.minLength(1, { error: 'Enter a name.' })),
  contact: z.object({
    email: z.string().check(z.regex(/@/, { error: 'Enter an email address.' })),
  }),
});
type Values = z.input<typeof schema>;

const Harness = ({
  mode,
  onSubmit,
}: {
  mode?: 'onSubmit' | 'onTouched';
  onSubmit: (values: Values) => Promise<unknown>;
}) => {
  const form = useSchemaForm(schema, { name: '', contact: { email: '' } }, { mode });
  const submit = sendOrShowServerErrors(form.setError, ['name', 'contact.email'], onSubmit);
  return (
    <Form form={form} onSubmit={submit} aria-label="Contact">
      <TextField name="name" label="Name" isRequired />
      <TextField name="contact.email" label="Email" isRequired />
      <FormActions submitLabel="Save" />
    </Form>
  );
};

const setUp = (mode?: 'onSubmit' | 'onTouched') =>
  renderForm((onSubmit: (values: Values) => Promise<unknown>) => (
    <Harness mode={mode} onSubmit={onSubmit} />
  ));

describe('useSchemaForm with <Form />, TextField and FormActions', () => {
  it('shows every error on submit, focuses the first field in error, and sends nothing', async () => {
    const { user, onSubmit, container } = setUp();
    await save(user);
    await expectContactRefused({ onSubmit, container });
  });

  it('checks a field again on every change after a submit, and sends the parsed values', async () => {
    const { user, onSubmit } = setUp();
    await save(user);
    await user.type(field('Name'), 'Ada');
    expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument();
    expect(screen.getByText('Enter an email address.')).toBeInTheDocument();
    await user.type(field('Email'), 'ada@example.com');
    await save(user);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', contact: { email: 'ada@example.com' } });
  });

  it('in onTouched mode, checks a field once it loses focus, not while it is first typed', async () => {
    const { user } = setUp('onTouched');
    await user.type(field('Email'), 'ada');
    expect(screen.queryByText('Enter an email address.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Enter an email address.')).toBeInTheDocument();
    expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument();
    await user.type(field('Email'), '@example.com');
    expect(screen.queryByText('Enter an email address.')).not.toBeInTheDocument();
  });

  it("keeps the server's error on its field until that field changes, and every value", async () => {
    const { user, onSubmit } = setUp();
    onSubmit.mockRejectedValueOnce(
      new ApiError('Invalid input.', {
        status: 400,
        fields: { 'contact.email': 'This email is already used.' },
      }),
    );
    await user.type(field('Name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    await save(user);
    expect(await screen.findByText('This email is already used.')).toBeInTheDocument();
    expect(field('Email')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(/did not accept some values/);
    await user.type(field('Name'), ' Lovelace');
    expect(screen.getByText('This email is already used.')).toBeInTheDocument();
    expect(field('Email')).toHaveValue('ada@example.com');
    await user.type(field('Email'), 'x');
    expect(screen.queryByText('This email is already used.')).not.toBeInTheDocument();
  });

  it('blocks the buttons while the submit runs', async () => {
    const { user, onSubmit } = setUp();
    let finish = () => {};
    onSubmit.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(field('Name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    await save(user);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

const aliasSchema = z.object({
  alias: z.union([
    z.literal(''),
    z.string().check(z.regex(/^[a-z]+$/, { error: 'Use lower-case letters only.' })),
  ]),
});

const AliasForm = ({ onSubmit }: { onSubmit: (values: { alias: string }) => void }) => {
  const form = useSchemaForm(aliasSchema, { alias: '' });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Alias">
      <TextField name="alias" label="Alias" />
      <FormActions submitLabel="Save" />
    </Form>
  );
};

describe('useSchemaForm with a union rule', () => {
  it("shows the message of the branch the value belongs to, not zod's generic one", async () => {
    const { user, onSubmit } = renderForm(
      (submit: (values: { alias: string }) => Promise<void>) => <AliasForm onSubmit={submit} />,
    );
    await user.type(field('Alias'), 'Spring2025');
    await save(user);
    expect(await screen.findByText('Use lower-case letters only.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(field('Alias'));
    await save(user);
    expect(onSubmit).toHaveBeenCalledWith({ alias: '' }, expect.anything());
  });
});
