import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeClient, json, type FakeCall } from '../../api/testing';
import { expectNoAxeViolations } from '../../test/axe';
import { renderPage } from '../../test/render-page';
import { SplashPagesPage } from './splash-pages-page';

/** 12 splash pages, served in pages of `limit` as the server does. */
const server = (call: FakeCall) => {
  const query = new URL(call.url).searchParams;
  const page = Number(query.get('page'));
  const limit = Number(query.get('limit'));
  const all = Array.from({ length: 12 }, (_, i) => ({
    id: 12 - i,
    name: `Splash ${12 - i}`,
    date: '2024-02-01 12:00:00',
  }));
  return json({
    error: 0,
    data: {
      result: all.length,
      perpage: limit,
      currentpage: page,
      maxpage: Math.ceil(all.length / limit),
      splash: all.slice((page - 1) * limit, page * limit),
    },
  });
};

describe('<SplashPagesPage />', () => {
  it('has no axe violations and pages through the URL', async () => {
    const { client, calls } = fakeClient(server);
    const { main, user, router } = renderPage(<SplashPagesPage />, {
      client,
      url: '/splash-pages?limit=10',
    });
    const table = await screen.findByRole('table', { name: 'Splash pages' });
    await expectNoAxeViolations(main());
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText(/Page 1 of 2/)).toBeInTheDocument();
    expect(screen.getByText(/12 splash pages/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Splash 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?limit=10&page=2');
    expect(calls.at(-1)?.url).toMatch(/\/api\/splash\?page=2&limit=10$/);
    expect(screen.getByText(/read only/i)).toBeInTheDocument();
  });

  it('offers the last page when the URL points past the end', async () => {
    const { client } = fakeClient(server);
    const { user } = renderPage(<SplashPagesPage />, { client, url: '/?page=9&limit=10' });
    expect(await screen.findByRole('heading', { name: 'This page is empty' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the last page' }));
    expect(await screen.findByText('Splash 1')).toBeInTheDocument();
  });
});
