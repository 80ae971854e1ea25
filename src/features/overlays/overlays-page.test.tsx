import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeClient, json } from '../../api/testing';
import { expectNoAxeViolations } from '../../test/axe';
import { renderPage } from '../../test/render-page';
import { OverlaysPage } from './overlays-page';

const overlays = (cta: unknown[], total = cta.length) =>
  json({
    error: 0,
    data: { result: total, perpage: 25, currentpage: 1, nextpage: null, maxpage: 1, cta },
  });

describe('<OverlaysPage />', () => {
  it('has no axe violations and lists type, name and date, read only', async () => {
    const { client, calls } = fakeClient(
      overlays([
        { id: 2, type: 'contact', name: 'Ask for a demo', date: '2024-05-02 10:00:00' },
        { id: 1, type: 'poll', name: '<b onmouseover=alert(1)>Bold</b>', date: '2024-05-01' },
      ]),
    );
    const { main } = renderPage(<OverlaysPage />, { client });
    const table = await screen.findByRole('table', { name: 'CTA overlays' });
    await expectNoAxeViolations(main());

    expect(calls[0].url).toMatch(/\/api\/overlay\?page=1&limit=25$/);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Type', 'Name', 'Created']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getByText('Contact form')).toBeInTheDocument();
    expect(within(first).getByText('Ask for a demo')).toBeInTheDocument();
    // An unknown type is shown as sent; HTML in a name stays text.
    expect(within(second).getByText('poll')).toBeInTheDocument();
    expect(within(second).getByText('<b onmouseover=alert(1)>Bold</b>')).toBeVisible();
    expect(main().querySelector('b')).toBeNull();

    expect(screen.getByText(/created and edited on the link service itself/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the link service/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/go\.example\.com\/?$/),
    );
    expect(screen.queryByRole('button', { name: /add|edit|delete/i })).not.toBeInTheDocument();
  });

  it('says where to create the first overlay when there are none', async () => {
    const { client } = fakeClient(overlays([]));
    renderPage(<OverlaysPage />, { client });
    const heading = await screen.findByRole('heading', { name: 'No CTA overlays yet' });
    const empty = heading.parentElement as HTMLElement;
    expect(within(empty).getByText(/Create one on the link service/)).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: /Open the link service/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
