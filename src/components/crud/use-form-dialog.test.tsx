import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { Form } from '../form/form';
import { FormActions } from '../form/form-actions';
import { TextField } from '../form/text-field';
import { useSchemaForm } from '../form/use-schema-form';
import { ToastProvider } from '../feedback/toast';
import { SignedInFormAids } from '../form/signed-in-form-aids';
import { Button } from '../ui/button';
import { useFormDialog, type DialogFormProps } from './use-form-dialog';

const schema = z.object({ name: z.string() });

const ChannelForm = ({ onSubmit, onCancel }: DialogFormProps<void, { name: string }>) => {
  const form = useSchemaForm(schema, { name: '' });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Channel">
      <TextField name="name" label="Name" />
      <FormActions submitLabel="Add channel" onCancel={onCancel} />
    </Form>
  );
};

const Page = ({ send }: { send: (name: string) => Promise<void> }) => {
  const dialog = useFormDialog<void, { name: string }, string, void>({
    title: 'New channel',
    mutation: { mutationFn: send },
    variables: (values: { name: string }) => values.name,
    done: () => 'Channel added.',
    form: (props) => <ChannelForm {...props} />,
  });
  return (
    <>
      <Button onClick={() => dialog.open()}>New channel</Button>
      {dialog.element}
    </>
  );
};

const setUp = () => {
  const send = vi.fn<(name: string) => Promise<void>>().mockResolvedValue(undefined);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <SignedInFormAids>
          <Page send={send} />
        </SignedInFormAids>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), send };
};

const formDialog = () => screen.queryByRole('dialog', { name: 'New channel' });
/** Opens the form; the dialog's code loads on first open. */
const openForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'New channel' }));
  return screen.findByRole('dialog', { name: 'New channel' });
};
const pressEscape = (dialog: HTMLElement) =>
  fireEvent(dialog, new Event('cancel', { cancelable: true }));

describe('useFormDialog', () => {
  it('closes an untouched form at once', async () => {
    const { user } = setUp();
    pressEscape(await openForm(user));
    expect(formDialog()).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before Escape, Close or Cancel throws a changed form away, and keeps it on “Keep editing”', async () => {
    const { user } = setUp();
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Autumn');

    pressEscape(formDialog()!);
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(ask).toHaveTextContent('What you changed in “New channel” has not been saved.');
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Autumn');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(formDialog()).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes without asking once the changes are saved', async () => {
    const { user, send } = setUp();
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Autumn');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    expect(send).toHaveBeenCalledWith('Autumn', expect.anything());
    expect(await screen.findByText('Channel added.')).toBeInTheDocument();
    expect(formDialog()).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
