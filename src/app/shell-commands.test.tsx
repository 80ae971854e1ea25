import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeCall, fakeFetch, listReply, TEST_API_KEY } from '../api/testing';
import { expectNoAxeViolations } from '../test/axe';
import { renderApp } from '../test/render-app';

const link = (id: number, title: string, alias: string) => ({
  id,
  alias,
  shorturl: `https://go.example.com/${alias}`,
  longurl: `https://example.com/${alias}`,
  clicks: 0,
  uniqueclicks: 0,
  title,
  description: '',
  date: '2025-03-01 09:00:00',
});
const LINKS = [link(1, 'Spring sale', 'spring'), link(2, 'Autumn launch', 'autumn')];

/** The links list, searched by title like the server does. */
const server = (call: FakeCall) => {
  const q = new URL(call.url).searchParams.get('q')?.toLowerCase() ?? '';
  const urls = LINKS.filter((item) => item.title.toLowerCase().includes(q));
  return listReply('urls', urls, { perpage: 25 });
};

const setUp = (path = '/links') => {
  const fake = fakeFetch(server);
  return { ...renderApp({ path, fetch: fake.fetch, isSignedIn: true }), calls: fake.calls };
};

const searchCalls = (calls: FakeCall[]) =>
  calls.filter((call) => new URL(call.url).searchParams.has('q'));

/** Links, campaigns and channels, each at its own path. */
const accountServer = (call: FakeCall) => {
  const { pathname } = new URL(call.url);
  if (pathname.endsWith('/api/campaigns'))
    return listReply('campaigns', [
      {
        id: 7,
        name: 'Spring launch',
        public: true,
        rotator: false,
        list: 'https://go.example.com/c/7',
        links: 2,
      },
    ]);
  if (pathname.endsWith('/api/channels'))
    return listReply('channels', [
      { id: 3, name: 'Spring print', description: '', color: '#112233', starred: false },
    ]);
  return server(call);
};

const listCalls = (calls: FakeCall[]) =>
  calls.filter((call) => /\/api\/(campaigns|channels|qr)$/.test(new URL(call.url).pathname));

describe('<ShellCommands />', () => {
  it('finds campaigns kept on this device and never loads a list by itself', async () => {
    const fake = fakeFetch(accountServer);
    const { user, app } = renderApp({ path: '/campaigns', fetch: fake.fetch, isSignedIn: true });
    await screen.findByRole('heading', { name: 'Campaigns', level: 1 });
    const listsBefore = listCalls(fake.calls).length;

    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Go to, find or create' });
    await user.type(await within(palette).findByRole('combobox'), 'spring');
    const campaigns = await within(palette).findByRole('group', { name: 'Campaigns' });
    const option = within(campaigns).getByRole('option', { name: 'Spring launch' });
    // Channels were never listed here: the palette does not read them to search them.
    expect(within(palette).queryByRole('group', { name: 'Channels' })).not.toBeInTheDocument();
    expect(listCalls(fake.calls)).toHaveLength(listsBefore);

    await user.click(option);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/links'));
    expect(app.router.state.location.search).toBe('?campaign=7');
  });

  it('opens the palette with Ctrl+K, finds a link by a word of its title and opens its statistics', async () => {
    const { user, app, calls } = setUp();
    await screen.findByRole('heading', { name: 'Links', level: 1 });

    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Go to, find or create' });
    const input = await within(palette).findByRole('combobox', {
      name: 'Search pages, links, QR codes, campaigns, channels and actions',
    });
    await waitFor(() => expect(input).toHaveFocus());
    await expectNoAxeViolations(palette);

    await user.keyboard('s');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searchCalls(calls)).toHaveLength(0);

    await user.keyboard('pring');
    const option = await within(palette).findByRole('option', { name: /Spring sale/ });
    // One request for the pause in typing, not one per key.
    expect(searchCalls(calls)).toHaveLength(1);
    expect(within(palette).queryByRole('option', { name: /Autumn/ })).not.toBeInTheDocument();

    await user.click(option);
    // A picked link opens: its statistics page, not a list searched for it.
    await waitFor(() =>
      expect(app.router.state.location.pathname).toMatch(/^\/links\/\d+\/stats$/),
    );
    expect(screen.queryByRole('dialog', { name: 'Go to, find or create' })).not.toBeInTheDocument();

    // Opened items come back as recent ones, stored without the API key.
    await user.keyboard('{Control>}k{/Control}');
    const again = await screen.findByRole('dialog', { name: 'Go to, find or create' });
    const recent = await within(again).findByRole('group', { name: 'Recent' });
    expect(within(recent).getByRole('option', { name: /Spring sale/ })).toBeInTheDocument();
    expect(JSON.stringify(localStorage)).not.toContain(TEST_API_KEY);
  });

  it('goes to a page and starts creating from the palette', async () => {
    const { user, app } = setUp();
    await screen.findByRole('heading', { name: 'Links', level: 1 });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Go to, find or create' });
    await user.type(await within(palette).findByRole('combobox'), 'create link');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Create a short link' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/links');
  });

  it("exports to CSV and goes to the import from the palette, pressing the page's button", async () => {
    const { user, app } = setUp();
    await screen.findByRole('heading', { name: 'Links', level: 1 });
    await user.keyboard('{Control>}k{/Control}');
    let palette = await screen.findByRole('dialog', { name: 'Go to, find or create' });
    await user.type(await within(palette).findByRole('combobox'), 'export links');
    expect(
      within(palette)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Export links to CSV']);
    await user.keyboard('{Enter}');
    // The export loads when first asked for.
    const panel = await screen.findByRole('region', { name: 'Export to CSV' }, { timeout: 5_000 });
    // The list is fresh in the cache: no confirmation, no request, straight to the file.
    expect(within(panel).getByRole('status')).toHaveTextContent(
      /^Downloaded linkdeck-links-.*\.csv: 2 rows, 1 page from this device\./,
    );

    await user.keyboard('{Control>}k{/Control}');
    palette = await screen.findByRole('dialog', { name: 'Go to, find or create' });
    await user.type(await within(palette).findByRole('combobox'), 'import');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/links/import'));
  }, 15_000);

  it('wipes recent items on sign-out', async () => {
    const { user } = setUp();
    await screen.findByRole('heading', { name: 'Links', level: 1 });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Go to, find or create' });
    await user.type(await within(palette).findByRole('combobox'), 'links');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(localStorage.length).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const ask = await screen.findByRole('alertdialog', { name: /^Sign out of / });
    await user.click(within(ask).getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(localStorage.length).toBe(0);
  });

  it('focuses the search with /, creates with c, lists shortcuts with ?, never while typing', async () => {
    const { user } = setUp();
    await screen.findByRole('heading', { name: 'Links', level: 1 });
    const search = screen.getByRole('searchbox', { name: 'Search links' });

    await user.keyboard('/');
    expect(search).toHaveFocus();
    await user.keyboard('c?');
    expect(search).toHaveValue('c?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    search.blur();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expectNoAxeViolations(help);
    expect(within(help).getByText('Create one on a list page')).toBeInTheDocument();
    await user.keyboard('c');
    expect(screen.queryByRole('dialog', { name: 'Create a short link' })).not.toBeInTheDocument();
    await user.click(within(help).getByRole('button', { name: 'Close' }));

    await user.keyboard('c');
    expect(await screen.findByRole('dialog', { name: 'Create a short link' })).toBeInTheDocument();
  });
});
