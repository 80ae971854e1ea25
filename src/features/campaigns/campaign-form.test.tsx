import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { expectNoAxeViolations } from '../../test/axe';
import { CampaignForm, type CampaignFormValues } from './campaign-form';
import { slugOfRotator } from '../../resources/campaigns';

const setUp = ({
  defaultValues,
  onSubmit = async () => undefined,
}: {
  defaultValues?: CampaignFormValues;
  onSubmit?: (input: unknown) => Promise<unknown>;
} = {}) => {
  const user = userEvent.setup();
  const submit = vi.fn(onSubmit);
  const view = defaultValues
    ? render(
        <CampaignForm
          mode="edit"
          defaultValues={defaultValues}
          onSubmit={submit}
          onCancel={() => undefined}
        />,
      )
    : render(<CampaignForm mode="create" onSubmit={submit} onCancel={() => undefined} />);
  return { user, onSubmit: submit, ...view };
};

const name = () => screen.getByRole('textbox', { name: /^Name/ });
const slug = () => screen.getByRole('textbox', { name: /Rotating link name/ });

describe('<CampaignForm />', () => {
  it('has no axe violations', async () => {
    const { container } = setUp();
    await expectNoAxeViolations(container);
    expect(screen.getByRole('checkbox', { name: 'Public' })).not.toBeChecked();
  });

  it('requires a name and checks the slug with the shared rules', async () => {
    const { user, onSubmit } = setUp();
    await user.type(slug(), 'no spaces');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText(/Rotating link name must be 3 to 50 letters/)).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('creates with a name, the public flag and the slug when given', async () => {
    const { user, onSubmit } = setUp();
    await user.type(name(), 'Spring sale');
    await user.click(screen.getByRole('checkbox', { name: 'Public' }));
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Spring sale', public: true });
    await user.type(slug(), 'spring');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      name: 'Spring sale',
      public: true,
      slug: 'spring',
    });
  });

  it('on edit sends the slug only when it changed', async () => {
    const { user, onSubmit } = setUp({
      defaultValues: { name: 'Spring', slug: 'spring', public: false },
    });
    await user.clear(name());
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    await user.type(name(), 'Spring 2');
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Spring 2', public: false });
    await user.clear(slug());
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Spring 2', public: false, slug: '' });
  });

  it('puts a taken slug next to its field and keeps the input', async () => {
    const { user } = setUp({
      onSubmit: async () => {
        throw new ApiError('Invalid input.', {
          status: 400,
          fields: { slug: 'The rotator slug "spring" is taken. Choose another one.' },
        });
      },
    });
    await user.type(name(), 'Spring');
    await user.type(slug(), 'spring');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText(/rotator slug "spring" is taken/)).toBeInTheDocument();
    expect(slug()).toHaveAttribute('aria-invalid', 'true');
    expect(slug()).toHaveFocus();
    expect(name()).toHaveValue('Spring');
  });

  it('reads the slug back from a rotator URL', () => {
    expect(slugOfRotator('https://go.example.com/r/spring-sale')).toBe('spring-sale');
    expect(slugOfRotator(null)).toBe('');
    expect(slugOfRotator('not a url')).toBe('');
  });

  it('refuses a name with a direction-changing character next to the field, keeping the input', async () => {
    const { user, onSubmit } = setUp();
    await user.type(name(), 'moc.\u202Elapyap');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(
      await screen.findByText(
        'Name contains an invisible or direction-changing character (U+202E); remove it.',
      ),
    ).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(name()).toHaveValue('moc.\u202Elapyap');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
