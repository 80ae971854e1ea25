import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { readPageParams } from '../../lib/url-state';
import type { NounKey } from './list-noun';
import { Pagination, usePageParams } from './pagination';

const Harness = () => {
  const { page, limit } = usePageParams();
  const location = useLocation();
  return (
    <>
      <output aria-label="location">{location.search}</output>
      <Pagination page={page} limit={limit} maxPage={3} total={60} noun="domains" />
    </>
  );
};

describe('<Pagination />', () => {
  const setUp = (path = '/domains') => {
    const router = createMemoryRouter([{ path: '/domains', Component: Harness }], {
      initialEntries: [path],
    });
    const view = render(<RouterProvider router={router} />);
    return { user: userEvent.setup(), router, ...view };
  };

  it('has no axe violations', async () => {
    const { container } = setUp();
    await expectNoAxeViolations(container);
  });

  /** One page of `total` rows of `noun`, alone on its route: what its navigation says. */
  const countOf = (total: number, noun: NounKey) => {
    const Component = () => (
      <Pagination page={1} limit={25} maxPage={1} total={total} noun={noun} />
    );
    const router = createMemoryRouter([{ path: '/', Component }]);
    render(<RouterProvider router={router} />);
    return screen.getByRole('navigation', { name: 'Pagination' });
  };

  it('counts one item in the singular', () => {
    const navigation = countOf(1, 'links');
    expect(navigation).toHaveTextContent('Page 1 of 1 · 1 link');
    expect(navigation).not.toHaveTextContent('1 links');
  });

  it('says a noun key in words: "qr" counts QR codes', () => {
    expect(countOf(2, 'qr')).toHaveTextContent('Page 1 of 1 · 2 QR codes');
  });

  it('moves between pages through the URL', async () => {
    const { user } = setUp('/domains?page=2');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 3');
    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(screen.getByLabelText('location')).toHaveTextContent('?page=3');
    expect(screen.queryByRole('link', { name: /Next/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Previous/ }));
    expect(screen.getByLabelText('location')).toHaveTextContent('?page=2');
  });

  it('changes the page size and goes back to the first page', async () => {
    const { user } = setUp('/domains?page=3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(screen.getByLabelText('location')).toHaveTextContent('?limit=50');
  });

  it('reads page params defensively', () => {
    expect(readPageParams('/x?page=2&limit=10')).toEqual({ page: 2, limit: 10 });
    expect(readPageParams('/x?page=-1&limit=1000')).toEqual({ page: 1, limit: 25 });
    expect(readPageParams('/x?page=abc')).toEqual({ page: 1, limit: 25 });
  });
});
