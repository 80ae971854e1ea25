import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../api/errors';
import { expectNoAxeViolations } from '../../test/axe';
import { DomainForm } from './domain-form';

describe('<DomainForm />', () => {
  const setUp = (props: Partial<Parameters<typeof DomainForm>[0]> = {}) => {
    const onSubmit = vi.fn<(input: unknown) => Promise<unknown>>().mockResolvedValue({ id: 1 });
    const onCancel = vi.fn();
    const view = render(
      <DomainForm mode="create" onSubmit={onSubmit} onCancel={onCancel} {...(props as object)} />,
    );
    return { user: userEvent.setup(), onSubmit, onCancel, ...view };
  };

  it('has no axe violations, also when showing errors', async () => {
    const { user, container } = setUp();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    await screen.findByText('Domain is required.');
    await expectNoAxeViolations(container);
  });

  it('takes a bare host name as its https:// address, and refuses one that breaks host-name rules', async () => {
    const { user, onSubmit } = setUp();
    const domain = screen.getByRole('textbox', { name: 'Domain' });
    await user.type(domain, `${'a'.repeat(64)}.example.com`);
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText(/valid host name/)).toBeInTheDocument();
    expect(domain).toHaveValue(`https://${'a'.repeat(64)}.example.com`);
    expect(domain).toHaveAttribute('aria-invalid', 'true');
    expect(domain).toHaveAccessibleDescription(expect.stringContaining('at most 63'));
    expect(domain).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(domain);
    await user.type(domain, 'go.example.com');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(domain).toHaveValue('https://go.example.com');
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ domain: 'https://go.example.com' }),
    );
  });

  it('states the one form next to the field, and refuses a port there', async () => {
    const { user, onSubmit } = setUp();
    const domain = screen.getByRole('textbox', { name: 'Domain' });
    expect(domain).toHaveAccessibleDescription(expect.stringContaining('without a port'));
    await user.type(domain, 'go.example.com:8443');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText(/name without a port/)).toBeInTheDocument();
    expect(domain).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a domain with a path, and a redirect that is not http(s)', async () => {
    const { user, onSubmit } = setUp();
    await user.type(
      screen.getByRole('textbox', { name: 'Domain' }),
      'https://go.example.com/offer',
    );
    await user.type(screen.getByRole('textbox', { name: 'Root redirect' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText(/just the name/)).toBeInTheDocument();
    expect(screen.getByText(/Root redirect must be a full address/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed values, with empty redirects meaning none', async () => {
    const { user, onSubmit } = setUp();
    await user.type(screen.getByRole('textbox', { name: 'Domain' }), '  https://go.example.com  ');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(onSubmit).toHaveBeenCalledWith({
      domain: 'https://go.example.com',
      redirectroot: '',
      redirect404: '',
    });
  });

  it("puts the server's field errors next to the field and keeps the input", async () => {
    const { user, onSubmit } = setUp();
    onSubmit.mockRejectedValueOnce(
      new ApiError('Invalid input.', {
        status: 400,
        fields: { domain: 'This domain is already taken.' },
      }),
    );
    const domain = screen.getByRole('textbox', { name: 'Domain' });
    await user.type(domain, 'https://taken.example.com');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('This domain is already taken.')).toBeInTheDocument();
    expect(domain).toHaveAttribute('aria-invalid', 'true');
    expect(domain).toHaveValue('https://taken.example.com');
    expect(screen.getByRole('alert')).toHaveTextContent(/highlighted fields/);
  });

  it('shows a network failure at the top and keeps the input', async () => {
    const { user, onSubmit } = setUp();
    onSubmit.mockRejectedValueOnce(new NetworkError('offline'));
    await user.type(screen.getByRole('textbox', { name: 'Domain' }), 'https://go.example.com');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
    expect(screen.getByRole('textbox', { name: 'Domain' })).toHaveValue('https://go.example.com');
  });

  it('edits only the two redirects of an existing domain', async () => {
    const onSubmit = vi
      .fn<(input: unknown) => Promise<unknown>>()
      .mockResolvedValue({ message: 'ok' });
    render(
      <DomainForm
        mode="edit"
        domain="https://go.example.com"
        defaultValues={{ redirectroot: 'https://www.example.com', redirect404: '' }}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('textbox', { name: 'Domain' })).not.toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: '404 redirect' }),
      'https://www.example.com/404',
    );
    await user.click(screen.getByRole('button', { name: 'Save redirects' }));
    expect(onSubmit).toHaveBeenCalledWith({
      // Addresses in URI characters go out as typed (src/api/fields.ts, decision 0046).
      redirectroot: 'https://www.example.com',
      redirect404: 'https://www.example.com/404',
    });
  });
});
