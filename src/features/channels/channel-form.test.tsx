import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { expectNoAxeViolations } from '../../test/axe';
import { ChannelForm, type ChannelFormValues } from './channel-form';

const setUp = ({
  defaultValues,
  onSubmit = async () => undefined,
}: {
  defaultValues?: ChannelFormValues;
  onSubmit?: (input: unknown) => Promise<unknown>;
} = {}) => {
  const user = userEvent.setup();
  const submit = vi.fn(onSubmit);
  const view = render(
    <ChannelForm
      mode={defaultValues ? 'edit' : 'create'}
      defaultValues={defaultValues}
      onSubmit={submit}
      onCancel={() => undefined}
    />,
  );
  return { user, onSubmit: submit, ...view };
};

const name = () => screen.getByRole('textbox', { name: /^Name/ });
const hex = () => screen.getByRole('textbox', { name: /^Colour/ });
const picker = () => screen.getByLabelText('Colour picker');

describe('<ChannelForm />', () => {
  it('has no axe violations', async () => {
    const { container } = setUp();
    await expectNoAxeViolations(container);
    expect(hex()).toHaveAccessibleDescription(/#RRGGBB/);
  });

  it('requires a name and a #RRGGBB colour', async () => {
    const { user, onSubmit } = setUp();
    await user.type(hex(), '#12345');
    await user.click(screen.getByRole('button', { name: 'Create channel' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Colour must be a hex colour like #1A73E8.')).toBeInTheDocument();
    expect(hex()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends no colour when none is set', async () => {
    const { user, onSubmit } = setUp();
    await user.type(name(), 'Social media');
    await user.click(screen.getByRole('button', { name: 'Create channel' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      name: 'Social media',
      description: '',
      starred: false,
    });
  });

  it('keeps the picker and the hex field in step', async () => {
    const { user, onSubmit } = setUp();
    await user.type(name(), 'Print');
    await user.type(hex(), '#E8710A');
    expect(picker()).toHaveValue('#e8710a');
    fireEvent.input(picker(), { target: { value: '#188038' } });
    expect(hex()).toHaveValue('#188038');
    await user.click(screen.getByRole('checkbox', { name: 'Starred' }));
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Flyers');
    await user.click(screen.getByRole('button', { name: 'Create channel' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      name: 'Print',
      description: 'Flyers',
      color: '#188038',
      starred: true,
    });
  });

  it('edits with the current values and maps server field errors', async () => {
    const { user } = setUp({
      defaultValues: { name: 'Partners', description: '', color: '#1A73E8', starred: true },
      onSubmit: async () => {
        throw new ApiError('Invalid input.', {
          status: 400,
          fields: { name: 'Name can be at most 100 characters.' },
        });
      },
    });
    expect(hex()).toHaveValue('#1A73E8');
    expect(screen.getByRole('checkbox', { name: 'Starred' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save channel' }));
    expect(await screen.findByText('Name can be at most 100 characters.')).toBeInTheDocument();
    expect(name()).toHaveFocus();
    expect(name()).toHaveValue('Partners');
  });
});
