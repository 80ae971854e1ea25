import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeClient, json, type FakeCall } from '../../api/testing';
import { expectNoAxeViolations } from '../../test/axe';
import { renderPage } from '../../test/render-page';
import { PixelsPage } from './pixels-page';

const listBody = (pixels: unknown[], { page = 1, total = pixels.length, limit = 25 } = {}) => ({
  error: 0,
  data: {
    result: total,
    perpage: limit,
    currentpage: page,
    nextpage: null,
    maxpage: Math.ceil(total / limit),
    pixels,
  },
});

const PIXELS = [
  { id: 3, type: 'gtmpixel', name: 'Main site', tag: 'GTM-ABC123', date: '2024-03-12 14:05:00' },
  {
    id: 2,
    type: 'fbpixel',
    name: '<img src=x onerror=window.__xss=1>',
    tag: '123456789012345',
    date: '2024-03-10 09:00:00',
  },
  { id: 1, type: 'mastodonpixel', name: 'Fediverse', tag: 'abc', date: '2024-03-01 08:00:00' },
];

/** Answers like the server: the list for GETs, `{error: 0}` for every change. */
const server = (pixels = PIXELS) => {
  let current = pixels;
  return (call: FakeCall) => {
    if (call.method === 'DELETE') {
      current = current.filter((p) => !call.url.includes(`/pixel/${p.id}/`));
      return json({ error: 0, message: 'Pixel deleted.' });
    }
    if (call.method !== 'GET') return json({ error: 0, id: 9 });
    return json(listBody(current));
  };
};

const setUp = (url = '/', reply = server()) => {
  const { client, calls } = fakeClient(reply);
  return { calls, ...renderPage(<PixelsPage />, { client, url }) };
};

describe('<PixelsPage />', () => {
  it('has no axe violations and lists provider, name, tag and date as text', async () => {
    const { container, main } = setUp();
    const table = await screen.findByRole('table', { name: 'Pixels' });
    await expectNoAxeViolations(main());

    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Google Tag Manager')).toBeInTheDocument();
    expect(within(rows[0]).getByText('GTM-ABC123').tagName).toBe('CODE');
    expect(within(rows[1]).getByText('Meta (Facebook)')).toBeInTheDocument();
    // An unknown provider from a real instance shows its raw type.
    expect(within(rows[2]).getByText('mastodonpixel')).toBeInTheDocument();
    // HTML from the API is shown literally, never parsed.
    expect(within(rows[1]).getByText('<img src=x onerror=window.__xss=1>')).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
    expect(within(rows[0]).getByText(/2024/).closest('time')).toHaveAttribute(
      'dateTime',
      '2024-03-12T14:05:00',
    );
  });

  it('asks for the page in the URL and links to the next one', async () => {
    const { calls } = setUp('/?page=2&limit=10', () =>
      json(listBody(PIXELS, { page: 2, total: 30, limit: 10 })),
    );
    await screen.findByRole('table', { name: 'Pixels' });
    expect(calls[0].url).toMatch(/\/api\/pixels\?page=2&limit=10$/);
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/?page=3&limit=10');
    expect(screen.getByText(/Page 2 of 3/)).toBeInTheDocument();
  });

  it('says what to do when there are no pixels, and opens the form from there', async () => {
    const { user } = setUp('/', server([]));
    expect(await screen.findByRole('heading', { name: 'No pixels yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add your first pixel' }));
    expect(await screen.findByRole('dialog', { name: 'Add a pixel' })).toBeInTheDocument();
  });

  it('adds a pixel and refreshes the list', async () => {
    const { user, calls } = setUp();
    await screen.findByRole('table', { name: 'Pixels' });
    await user.click(screen.getByRole('button', { name: 'Add pixel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a pixel' });
    // The form loads when its dialog opens.
    await user.selectOptions(await within(dialog).findByLabelText(/Provider/), 'TikTok');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Video ads');
    await user.type(within(dialog).getByLabelText(/^Tag/), 'C4A6K8NH7N5O8L1E2P3G');
    await user.click(within(dialog).getByRole('button', { name: 'Add pixel' }));

    expect(await screen.findByText('Pixel Video ads added.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toMatch(/\/api\/pixel\/add$/);
    expect(post?.body).toEqual({ type: 'tiktok', name: 'Video ads', tag: 'C4A6K8NH7N5O8L1E2P3G' });
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('edits name and tag of a pixel against its own provider', async () => {
    const { user, calls } = setUp();
    await screen.findByRole('table', { name: 'Pixels' });
    await user.click(screen.getByRole('button', { name: 'Edit Main site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pixel' });
    const tag = await within(dialog).findByLabelText(/^Tag/);
    await user.clear(tag);
    await user.type(tag, 'GTM-NEW999');
    await user.click(within(dialog).getByRole('button', { name: 'Save pixel' }));

    expect(await screen.findByText('Pixel Main site saved.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toMatch(/\/api\/pixel\/3\/update$/);
    expect(put?.body).toEqual({ name: 'Main site', tag: 'GTM-NEW999' });
  });

  it('deletes a pixel only after confirmation', async () => {
    const { user, calls } = setUp();
    await screen.findByRole('table', { name: 'Pixels' });
    await user.click(screen.getByRole('button', { name: 'Delete Fediverse' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this pixel?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(confirm).getByRole('button', { name: 'Delete pixel' }));
    expect(await screen.findByText('Pixel Fediverse deleted.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toMatch(/\/api\/pixel\/1\/delete$/);
    expect(await screen.findAllByRole('row')).toHaveLength(3);
  });
});
