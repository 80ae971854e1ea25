import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { expectContactRefused, field, renderForm, save } from '../../test/form';
import { CheckboxField } from './checkbox-field';
import { PlainForm, usePlainForm } from './plain-form';
import { TextField } from './text-field';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: 'Enter a name.' })),
  email: z.string().check(z.regex(/@/, { error: 'Enter an email address.' })),
  isKept: z.boolean(),
});
type Output = z.output<typeof schema>;

const Harness = ({
  onSubmit,
  serverError,
}: {
  onSubmit: (values: Output) => Promise<void>;
  serverError?: { field: 'email' | 'root'; message: string };
}) => {
  const form = usePlainForm('contact', schema, { name: 'Ada', email: '', isKept: true });
  const submit = async (values: Output) => {
    await onSubmit(values);
    if (serverError)
      form.setError(serverError.field, serverError.message, serverError.field !== 'root');
  };
  return (
    <PlainForm form={form} onSubmit={submit} aria-label="Contact">
      <TextField name="name" label="Name" isRequired />
      <TextField name="email" label="Email" isRequired />
      <CheckboxField name="isKept" label="Keep" />
      <button type="submit" disabled={form.isSubmitting}>
        Save
      </button>
    </PlainForm>
  );
};

const setUp = (serverError?: { field: 'email' | 'root'; message: string }) =>
  renderForm((onSubmit: (values: Output) => Promise<void>) => (
    <Harness onSubmit={onSubmit} serverError={serverError} />
  ));

describe('usePlainForm with <PlainForm /> and the same field components as <Form />', () => {
  it('fills the defaults, shows every error on submit, focuses the first field in error, and sends nothing', async () => {
    const { user, onSubmit, container } = setUp();
    expect(field('Name')).toHaveValue('Ada');
    expect(screen.getByRole('checkbox', { name: 'Keep' })).toBeChecked();
    await user.clear(field('Name'));
    await save(user);
    await expectContactRefused({ onSubmit, container });
  });

  it('checks a field again on every change after a submit, and sends the parsed values', async () => {
    const { user, onSubmit } = setUp();
    await user.clear(field('Name'));
    await save(user);
    await user.type(field('Name'), '  Grace ');
    expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument();
    expect(screen.getByText('Enter an email address.')).toBeInTheDocument();
    await user.type(field('Email'), 'grace@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Keep' }));
    await save(user);
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Grace',
      email: 'grace@example.com',
      isKept: false,
    });
  });

  it("keeps the server's error on its field, with focus, until that field changes", async () => {
    const { user } = setUp({ field: 'email', message: 'This email is already used.' });
    await user.type(field('Email'), 'ada@example.com');
    await save(user);
    expect(await screen.findByText('This email is already used.')).toBeInTheDocument();
    expect(field('Email')).toHaveFocus();
    await user.type(field('Name'), ' Lovelace');
    expect(screen.getByText('This email is already used.')).toBeInTheDocument();
    expect(field('Email')).toHaveValue('ada@example.com');
    await user.type(field('Email'), 'x');
    expect(screen.queryByText('This email is already used.')).not.toBeInTheDocument();
  });

  it('shows a message for no single field in the announced banner', async () => {
    const { user } = setUp({ field: 'root', message: 'The service is busy.' });
    await user.type(field('Email'), 'ada@example.com');
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy.');
  });

  it('blocks the submit button while the submit runs', async () => {
    const { user, onSubmit } = setUp();
    let finish = () => {};
    onSubmit.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(field('Email'), 'ada@example.com');
    await save(user);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('taking over a static form, leaves the field being typed into as the person has it', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Harness onSubmit={vi.fn()} />);
    const name = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    name.focus();
    render(<Harness onSubmit={vi.fn()} />, { container, hydrate: true });
    await vi.waitFor(() => expect(field('Email')).toHaveValue(''));
    expect(field('Name')).toHaveValue('');
    expect(field('Name')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Keep' })).toBeChecked();
  });
});
