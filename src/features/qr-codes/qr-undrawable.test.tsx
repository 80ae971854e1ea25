import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, type FakeCall } from '../../api/testing';
import { renderApp } from '../../test/render-app';

/** 1,000 characters pass the text rule, but they are 3,000 bytes: no QR code holds them. */
const TOO_LONG = '中'.repeat(1000);

const qr = (id: number, name: string, type: string, data: unknown) => ({
  id,
  link: `https://go.example.com/q/c${id}`,
  scans: 0,
  name,
  date: '2025-03-01 09:00:00',
  type,
  data,
  background: 'rgb(255,255,255)',
  foreground: 'rgb(0,0,0)',
  logo: '',
});
/** A code stored before the capacity rule (or by another client), next to one that draws. */
const QRS = [
  qr(5, 'Too long', 'text', TOO_LONG),
  qr(6, 'Menu', 'link', 'https://example.com/menu'),
];

const server = (call: FakeCall) => {
  const id = /^\/api\/qr\/(\d+)$/.exec(new URL(call.url).pathname)?.[1];
  if (id) return json({ error: 0, details: QRS.find((item) => item.id === Number(id)) });
  const page = { result: 2, perpage: 25, currentpage: 1, nextpage: null, maxpage: 1 };
  return json({ error: '0', data: { ...page, qrs: QRS } });
};

const setUp = (path: string) =>
  renderApp({ path, fetch: fakeFetch(server).fetch, isSignedIn: true });

/** The app's first render loads its lazy modules, slow on a busy machine. */
const LOADED = { timeout: 10_000 };

const noCrash = () => expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();

describe('a QR code that cannot be drawn', () => {
  it('says so in its own cell; the rest of the list works', async () => {
    setUp('/qr');
    const table = await screen.findByRole('table', { name: 'QR codes' }, LOADED);
    const row = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((tr) => within(tr).queryByRole('link', { name }) !== null) as HTMLElement;
    expect(within(row('Too long')).getByText('Cannot be drawn')).toBeInTheDocument();
    expect(row('Menu').querySelector('svg[data-encoded]')).not.toBeNull();
    expect(within(row('Too long')).getByRole('link', { name: 'Edit Too long' })).toBeVisible();
    noCrash();
  });

  it('says so on its statistics page, which still shows the rest', async () => {
    setUp('/qr/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Too long' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByText(/This code cannot be drawn/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Text codes do not count scans' })).toBeVisible();
    expect(screen.queryByText('Download and print')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download SVG' })).not.toBeInTheDocument();
    noCrash();
  });

  it('opens for editing, says how much is too much, and draws again once it fits', async () => {
    const { user } = setUp('/qr/5/edit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Too long' }, LOADED),
    ).toBeVisible();
    const text = screen.getByRole('textbox', { name: /^Text/ });
    expect(text).toHaveValue(TOO_LONG);
    expect(
      screen.getByText('669 bytes too many: a code holds at most 2,331 bytes'),
    ).toHaveAttribute('role', 'status');
    const preview = screen.getByRole('complementary', { name: 'Preview' });
    expect(within(preview).getByText(/This code cannot be drawn/)).toBeInTheDocument();
    noCrash();

    await user.clear(text);
    await user.type(text, 'Short');
    expect(await within(preview).findByRole('img', { name: /Short/ })).toBeInTheDocument();
    expect(screen.getByText('2,326 of 2,331 bytes left in the code')).toBeInTheDocument();
  });
});
