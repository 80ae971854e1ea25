import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ConfirmDialog } from './confirm-dialog';

const Harness = ({ onConfirm }: { onConfirm: () => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete item
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this item?"
        confirmLabel="Delete"
        onCancel={() => setOpen(false)}
        onConfirm={onConfirm}
      >
        <p>It will be gone.</p>
      </ConfirmDialog>
    </>
  );
};

describe('<ConfirmDialog />', () => {
  const setUp = () => {
    const onConfirm = vi.fn();
    const view = render(<Harness onConfirm={onConfirm} />);
    return { user: userEvent.setup(), onConfirm, ...view };
  };

  it('is a labelled alert dialog that starts on Cancel and gives focus back', async () => {
    const { user, container, onConfirm } = setUp();
    await user.click(screen.getByRole('button', { name: 'Delete item' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    await expectNoAxeViolations(container);
    expect(dialog).toHaveAccessibleDescription('It will be gone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete item' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms', async () => {
    const { user, onConfirm } = setUp();
    await user.click(screen.getByRole('button', { name: 'Delete item' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('offline, waits for the connection with the reason, and confirms once it is back', async () => {
    const { user, onConfirm } = setUp();
    const goOnline = (isOnline: boolean) =>
      act(() => {
        Object.defineProperty(navigator, 'onLine', { value: isOnline, configurable: true });
        window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
      });
    try {
      goOnline(false);
      await user.click(screen.getByRole('button', { name: 'Delete item' }));
      const confirm = screen.getByRole('button', { name: 'Delete' });
      expect(confirm).toBeDisabled();
      expect(confirm).toHaveAccessibleDescription(/You are offline: Delete needs a connection/);
      goOnline(true);
      expect(confirm).toBeEnabled();
      await user.click(confirm);
      expect(onConfirm).toHaveBeenCalledOnce();
    } finally {
      goOnline(true);
    }
  });
});
