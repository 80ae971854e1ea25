import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { expectNoAxeViolations } from '../../test/axe';
import { AccountForm } from './account-form';

describe('<AccountForm />', () => {
  const setUp = () => {
    const onSubmit = vi
      .fn<(input: unknown) => Promise<unknown>>()
      .mockResolvedValue({ message: 'ok' });
    const view = render(<AccountForm currentEmail="ada@example.com" onSubmit={onSubmit} />);
    return { user: userEvent.setup(), onSubmit, ...view };
  };
  const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

  it('has no axe violations, also when showing errors', async () => {
    const { user, container } = setUp();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Enter a new email, a new password, or both.');
    await expectNoAxeViolations(container);
  });

  it('asks for at least one change before sending', async () => {
    const { user, onSubmit } = setUp();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Enter a new email, a new password, or both.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the email and password with the shared rules, and that both passwords match', async () => {
    const { user, onSubmit } = setUp();
    await user.type(field('New email'), 'not-an-email');
    await user.type(field('New password'), 'short');
    await user.type(field('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/must be an email address/)).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(field('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends only what changed and clears the form after saving', async () => {
    const { user, onSubmit } = setUp();
    await user.type(field('New password'), 'a-long-password');
    await user.type(field('Confirm new password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({ password: 'a-long-password' });
    expect(field('New password')).toHaveValue('');
  });

  it("shows the server's message and keeps what was typed", async () => {
    const { user, onSubmit } = setUp();
    onSubmit.mockRejectedValueOnce(
      new ApiError('Invalid input.', {
        status: 400,
        fields: { email: 'This email is already used.' },
      }),
    );
    await user.type(field('New email'), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This email is already used.')).toBeInTheDocument();
    expect(field('New email')).toHaveValue('taken@example.com');
    expect(field('New email')).toHaveFocus();
  });

  it('lets the user show the password they typed', async () => {
    const { user } = setUp();
    expect(field('New password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: /^Show new password$/i }));
    expect(field('New password')).toHaveAttribute('type', 'text');
  });
});
