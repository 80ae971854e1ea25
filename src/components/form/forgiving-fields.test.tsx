import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { channelCreateSchema } from '../../api/channels';
import { httpUrl } from '../../api/fields';
import { expectNoAxeViolations } from '../../test/axe';
import { renderForm } from '../../test/form';
import { Form } from './form';
import { SignedInFormAids } from './signed-in-form-aids';
import { FormActions } from './form-actions';
import { TextField, UrlField } from './text-field';
import { TextareaField } from './textarea-field';
import { useSchemaForm } from './use-schema-form';
import { z } from 'zod/mini';

const linkSchema = z.object({ url: httpUrl({ defaultMessage: 'Destination URL' }) });

const LinkForm = ({ onSubmit }: { onSubmit: (values: { url: string }) => void }) => {
  const form = useSchemaForm(linkSchema, { url: '' });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Link">
      <UrlField name="url" label="Destination URL" isRequired />
      <FormActions submitLabel="Save" />
    </Form>
  );
};

const ChannelForm = () => {
  const form = useSchemaForm(channelCreateSchema, { name: '', description: '' });
  return (
    <Form form={form} onSubmit={() => {}} aria-label="Channel">
      <TextField name="name" label="Name" isRequired />
      <TextareaField name="description" label="Description" />
    </Form>
  );
};

const setUpLinkForm = () =>
  renderForm((onSubmit: (values: { url: string }) => Promise<void>) => (
    <LinkForm onSubmit={onSubmit} />
  ));

describe('UrlField', () => {
  it('puts https:// in front of a bare address, shows it, and sends it', async () => {
    const { user, onSubmit } = setUpLinkForm();
    const url = screen.getByRole('textbox', { name: 'Destination URL' });
    await user.type(url, 'northwind-coffee.example/menu');
    await user.tab();
    expect(url).toHaveValue('https://northwind-coffee.example/menu');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { url: 'https://northwind-coffee.example/menu' },
      expect.anything(),
    );
  });

  it('also on Enter, and leaves an address with a scheme (or no host) as typed', async () => {
    const { user, onSubmit } = setUpLinkForm();
    const url = screen.getByRole('textbox', { name: 'Destination URL' });
    await user.type(url, 'shop.example:8080/a{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      { url: 'https://shop.example:8080/a' },
      expect.anything(),
    );
    await user.clear(url);
    await user.type(url, 'mailto:ada@example.com');
    await user.tab();
    expect(url).toHaveValue('mailto:ada@example.com');
    await user.clear(url);
    await user.type(url, 'menu');
    await user.tab();
    expect(url).toHaveValue('menu');
  });
});

describe('character counters from the shared schema', () => {
  it('counts a description against its 500 characters from the start', async () => {
    const user = userEvent.setup();
    const { container } = render(<ChannelForm />, { wrapper: SignedInFormAids });
    expect(await screen.findByText('0 / 500')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Autumn menu');
    expect(screen.getByText('11 / 500')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows a one-line field’s count as it nears the limit, and says by how much it is over', async () => {
    const user = userEvent.setup();
    render(<ChannelForm />, { wrapper: SignedInFormAids });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Menu');
    expect(screen.queryByText('4 / 100')).not.toBeInTheDocument();
    await user.click(name);
    await user.paste('x'.repeat(100));
    expect(await screen.findByText('104 / 100')).toBeInTheDocument();
    expect(screen.getByText('4 characters over the limit of 100')).toBeInTheDocument();
  });

  it('are left out where the signed-in aids are not given (the sign-in page keeps its load small)', () => {
    render(<ChannelForm />);
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
    expect(screen.queryByText('0 / 500')).not.toBeInTheDocument();
  });
});
