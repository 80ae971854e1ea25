import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../api/errors';
import { expectNoAxeViolations } from '../../test/axe';
import { LinkForm } from './link-form';

const setUp = (
  props:
    | { mode: 'edit'; onSubmit?: (input: unknown) => Promise<unknown> }
    | { mode?: 'create'; onSubmit?: (input: unknown) => Promise<unknown> } = {},
) => {
  const user = userEvent.setup();
  const onSubmit = vi.fn(props.onSubmit ?? (async () => undefined));
  const onCancel = vi.fn();
  const view =
    props.mode === 'edit'
      ? render(
          <LinkForm
            mode="edit"
            shorturl="https://go.example.com/s/spring"
            defaultValues={{ url: 'https://shop.example.com/spring', description: 'Old note' }}
            onSubmit={onSubmit}
            onCancel={onCancel}
          />,
        )
      : render(<LinkForm mode="create" onSubmit={onSubmit} onCancel={onCancel} />);
  return { user, onSubmit, onCancel, ...view };
};

const url = () => screen.getByRole('textbox', { name: /Destination URL/ });
const alias = () => screen.getByRole('textbox', { name: /alias/i });
const description = () => screen.getByRole('textbox', { name: /Description/ });

describe('<LinkForm />', () => {
  it('has no axe violations, with labelled fields and hints', async () => {
    const { container } = setUp();
    await expectNoAxeViolations(container);
    expect(url()).toHaveAttribute('aria-required', 'true');
    expect(alias()).toHaveAccessibleDescription(/Leave empty for a random one/);
    expect(screen.getByRole('form', { name: 'Create a short link' })).toBeInTheDocument();
  });

  it('checks the destination and the alias with the shared rules before sending', async () => {
    const { user, onSubmit } = setUp();
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Destination URL is required.')).toBeInTheDocument();
    await user.type(url(), 'javascript:alert(1)');
    await user.type(alias(), 'a b');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(
      await screen.findByText(/Destination URL must be a full address starting with http/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Custom alias must be 3 to 50 letters/)).toBeInTheDocument();
    expect(url()).toHaveAttribute('aria-invalid', 'true');
    expect(alias()).toHaveAccessibleDescription(/Custom alias must be 3 to 50 letters/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the link, leaving out empty optional fields', async () => {
    const { user, onSubmit } = setUp();
    await user.type(url(), ' https://shop.example.com/spring ');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(onSubmit).toHaveBeenCalledWith({ url: 'https://shop.example.com/spring' });
  });

  it('puts a server field error next to its field and keeps every value', async () => {
    const { user } = setUp({
      onSubmit: async () => {
        throw new ApiError('Invalid input.', {
          status: 400,
          fields: { custom: 'The alias "spring" is taken. Choose another one.' },
        });
      },
    });
    await user.type(url(), 'https://shop.example.com/spring');
    await user.type(alias(), 'spring');
    await user.type(description(), 'Spring sale');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(/alias "spring" is taken/)).toBeInTheDocument();
    expect(alias()).toHaveAttribute('aria-invalid', 'true');
    expect(alias()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(/Fix the highlighted fields/);
    expect(url()).toHaveValue('https://shop.example.com/spring');
    expect(alias()).toHaveValue('spring');
    expect(description()).toHaveValue('Spring sale');
  });

  it('says what to do when the server cannot be reached', async () => {
    const { user } = setUp({
      onSubmit: async () => {
        throw new NetworkError('offline');
      },
    });
    await user.type(url(), 'https://shop.example.com/spring');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot reach the server. Check your connection and try again.',
    );
    expect(url()).toHaveValue('https://shop.example.com/spring');
  });

  it('on edit sends the destination, and the alias and description only when changed', async () => {
    const { user, onSubmit } = setUp({ mode: 'edit' });
    expect(screen.getByText('https://go.example.com/s/spring')).toBeInTheDocument();
    expect(alias()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ url: 'https://shop.example.com/spring' });

    await user.type(alias(), 'spring-2');
    await user.clear(description());
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      url: 'https://shop.example.com/spring',
      custom: 'spring-2',
      description: '',
    });
  });

  it('sends the UTM parameters of the builder in the destination, and refuses broken ones', async () => {
    const { user, onSubmit } = setUp();
    await user.type(url(), 'https://shop.example.com/spring');
    await user.click(screen.getByText('UTM parameters', { selector: 'summary' }));
    await user.type(screen.getByRole('textbox', { name: /^Campaign/ }), 'spring');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Fix the UTM parameters below first.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /^Source/ }), 'newsletter');
    await user.type(screen.getByRole('textbox', { name: /^Medium/ }), 'email');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(onSubmit).toHaveBeenCalledWith({
      url: 'https://shop.example.com/spring?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
    });
  });

  it('fills the UTM builder from the link being edited', () => {
    render(
      <LinkForm
        mode="edit"
        shorturl="https://go.example.com/s/spring"
        defaultValues={{
          url: 'https://shop.example.com/spring?utm_source=news&utm_medium=email',
          description: '',
        }}
        onSubmit={async () => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('textbox', { name: /^Source/ })).toHaveValue('news');
    expect(screen.getByRole('textbox', { name: /^Medium/ })).toHaveValue('email');
  });
});
