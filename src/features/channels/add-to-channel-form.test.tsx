import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { fakeClient, json, type FakeCall } from '../../api/testing';
import { expectNoAxeViolations } from '../../test/axe';
import { ApiClientContext } from '../../resources/session';
import { AddToChannelForm, type ChannelItemChoice } from './add-to-channel-form';
import { AlreadyInChannelError } from '../../resources/channels';

const link = (id: number, title: string, alias: string) => ({
  id,
  alias,
  shorturl: `https://go.example.com/s/${alias}`,
  longurl: `https://shop.example.com/${alias}`,
  clicks: 0,
  uniqueclicks: 0,
  title,
  description: '',
  date: '2026-03-01 10:00:00',
});
const LINKS = [link(1, 'Spring shoes', 'spring'), link(2, 'Autumn coats', 'autumn')];
const QRS = [
  {
    id: 7,
    link: 'https://go.example.com/q/menu',
    scans: 3,
    name: 'Table menu',
    date: '2026-03-01',
  },
  {
    id: 8,
    link: 'https://go.example.com/q/wifi',
    scans: 0,
    name: 'Guest wifi',
    date: '2026-03-01',
  },
];

const page = (key: string, items: unknown[]) =>
  json({
    error: '0',
    data: {
      result: items.length,
      perpage: 10,
      currentpage: 1,
      nextpage: null,
      maxpage: 1,
      [key]: items,
    },
  });

/** The server: searches links by `q` and lists QR codes, like the reference server. */
const answer = (call: FakeCall) => {
  const url = new URL(call.url);
  if (url.pathname === '/api/qr') return page('qrs', QRS);
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  return page(
    'urls',
    LINKS.filter((l) => `${l.title} ${l.alias}`.toLowerCase().includes(q)),
  );
};

const setUp = (
  onSubmit: (choice: ChannelItemChoice) => Promise<unknown> = async () => undefined,
) => {
  const user = userEvent.setup();
  const { client, calls } = fakeClient(answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const submit = vi.fn(onSubmit);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={client}>
        <AddToChannelForm channelName="Launch" onSubmit={submit} onCancel={() => undefined} />
      </ApiClientContext.Provider>
    </QueryClientProvider>,
  );
  return { user, calls, onSubmit: submit, ...view };
};

const addButton = () => screen.getByRole('button', { name: 'Add to channel' });

describe('<AddToChannelForm />', () => {
  it('has no axe violations', async () => {
    const { container } = setUp();
    await expectNoAxeViolations(container);
    expect(screen.getByRole('group', { name: 'What to add' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Link' })).toBeChecked();
  });

  it('asks for a choice before sending', async () => {
    const { user, onSubmit } = setUp();
    await user.click(addButton());
    expect(await screen.findByText('Choose a link from the list.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Link/ })).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('radio', { name: 'QR code' }));
    await user.click(addButton());
    expect(await screen.findByText('Choose a QR code from the list.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('finds a link by searching the server and adds it, by keyboard', async () => {
    const { user, calls, onSubmit } = setUp();
    const picker = screen.getByRole('combobox', { name: /Link/ });
    await user.type(picker, 'autumn');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option', { name: /Autumn coats/ })).toBeInTheDocument();
    // One request for the first list, one for the paused search: not one per key.
    expect(calls.map((c) => new URL(c.url).searchParams.get('q'))).toEqual([null, 'autumn']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue('Autumn coats');
    await user.click(addButton());
    expect(onSubmit).toHaveBeenCalledWith({ type: 'links', itemId: 2, label: 'Autumn coats' });
  });

  it('filters QR codes by name and adds one', async () => {
    const { user, onSubmit } = setUp();
    await user.click(screen.getByRole('radio', { name: 'QR code' }));
    const picker = screen.getByRole('combobox', { name: /QR code/ });
    await user.type(picker, 'wifi');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: /Guest wifi/ }));
    await user.click(addButton());
    expect(onSubmit).toHaveBeenCalledWith({ type: 'qr', itemId: 8, label: 'Guest wifi' });
  });

  it('takes a bio page by id and explains why', async () => {
    const { user, onSubmit } = setUp();
    await user.click(screen.getByRole('radio', { name: 'Bio page' }));
    const id = screen.getByRole('textbox', { name: /Bio page id/ });
    expect(id).toHaveAccessibleDescription(/The API cannot list bio pages/);
    await user.click(addButton());
    expect(await screen.findByText('Enter the bio page’s id.')).toBeInTheDocument();
    await user.type(id, '1.5');
    await user.click(addButton());
    expect(
      await screen.findByText('A bio page id is a whole number, like 12.'),
    ).toBeInTheDocument();
    await user.clear(id);
    await user.type(id, '12');
    await user.click(addButton());
    expect(onSubmit).toHaveBeenCalledWith({ type: 'bio', itemId: 12, label: 'Bio page 12' });
  });

  it('says next to the field when the item is already in the channel', async () => {
    const { user } = setUp(async () => {
      throw new AlreadyInChannelError('The item is already in this channel.');
    });
    await user.click(screen.getByRole('radio', { name: 'Bio page' }));
    await user.type(screen.getByRole('textbox', { name: /Bio page id/ }), '12');
    await user.click(addButton());
    expect(
      await screen.findByText(/Bio page 12 is already in this channel; nothing was added/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Bio page id/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Bio page id/ })).toHaveValue('12');
  });

  it('shows a server refusal at the top and keeps the choice', async () => {
    const { user } = setUp(async () => {
      throw new ApiError('The bio page 99 was not found.', { status: 200 });
    });
    await user.click(screen.getByRole('radio', { name: 'Bio page' }));
    await user.type(screen.getByRole('textbox', { name: /Bio page id/ }), '99');
    await user.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The bio page 99 was not found.');
    expect(screen.getByRole('textbox', { name: /Bio page id/ })).toHaveValue('99');
  });
});
