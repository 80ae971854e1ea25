import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { AddressSelect } from './address-select';

const setUp = (path: string, onIntent = () => {}) => {
  const Harness = () => {
    const location = useLocation();
    const value = new URLSearchParams(location.search).get('campaign');
    return (
      <>
        <output aria-label="location">{location.search}</output>
        <AddressSelect
          param="campaign"
          label="Campaign"
          value={value}
          allLabel="All campaigns"
          options={[
            [7, 'Spring'],
            [8, 'Autumn'],
          ]}
          clears={['page']}
          hint="Among the links known here."
          onIntent={onIntent}
        />
      </>
    );
  };
  const router = createMemoryRouter([{ path: '/links', Component: Harness }], {
    initialEntries: [path],
  });
  const view = render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), ...view };
};

describe('<AddressSelect />', () => {
  it('keeps the choice in the address, clears the page, and the first option removes it', async () => {
    const onIntent = vi.fn();
    const { user, container } = setUp('/links?q=sale&page=3', onIntent);
    const select = screen.getByRole('combobox', { name: 'Campaign' });
    expect(select).toHaveAccessibleDescription('Among the links known here.');
    await expectNoAxeViolations(container);

    await user.selectOptions(select, 'Autumn');
    expect(onIntent).toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '?q=sale&campaign=8',
    );
    expect(select).toHaveValue('8');

    await user.selectOptions(select, 'All campaigns');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\?q=sale$/);
  });
});
