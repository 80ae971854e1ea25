import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_REASON_ID } from '../feedback/connection';
import { ChangeButton, ChangeLink } from './change-action';

const goOnline = (isOnline: boolean) =>
  act(() => {
    Object.defineProperty(navigator, 'onLine', { value: isOnline, configurable: true });
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });

const setUp = () => {
  const onCreate = vi.fn();
  render(
    <MemoryRouter>
      {/* The offline notice under the header holds the reason (app/offline-notice.tsx). */}
      <p id={OFFLINE_REASON_ID}>You are offline: changes can be made once you are back online.</p>
      <ChangeButton onClick={onCreate}>Create link</ChangeButton>
      <ChangeLink to="/links/import">Import</ChangeLink>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onCreate };
};

describe('actions that change data on the server', () => {
  it('offline, are disabled with the reason, and work again once the connection is back', async () => {
    const { user, onCreate } = setUp();
    const reason = /^You are offline: changes can be made once you are back online\.$/;
    try {
      goOnline(false);
      const create = screen.getByRole('button', { name: 'Create link' });
      expect(create).toBeDisabled();
      expect(create).toHaveAccessibleDescription(reason);
      await user.click(create);
      expect(onCreate).not.toHaveBeenCalled();
      const importLink = screen.getByRole('link', { name: 'Import' });
      expect(importLink).toHaveAttribute('aria-disabled', 'true');
      expect(importLink).not.toHaveAttribute('href');
      expect(importLink).toHaveAccessibleDescription(reason);

      goOnline(true);
      expect(create).toBeEnabled();
      expect(create).not.toHaveAccessibleDescription(reason);
      await user.click(create);
      expect(onCreate).toHaveBeenCalledOnce();
      expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/links/import');
    } finally {
      goOnline(true);
    }
  });
});
