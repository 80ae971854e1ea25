import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/feedback/toast';
import { JobEngineContext, type Job, type JobEngine } from '../../resources/jobs';
import { SignOutButton, type SignOutNames } from './sign-out-button';

const CLIENT_1 = 'Northwind – client 1 (client1@agency.example · go.example.com)';
const CLIENT_2 = 'client2@agency.example · go.example.com';

/** The signed-in shell's engine as the button reads it: only the jobs it lists. */
const withJobs = (jobs: Pick<Job, 'status'>[], names: SignOutNames) => {
  const engine = { subscribe: () => () => {}, get: () => jobs } as unknown as JobEngine;
  const onSignOut = vi.fn(() => Promise.resolve());
  render(
    <ToastProvider>
      <JobEngineContext.Provider value={{ engine, load: () => {} }}>
        <SignOutButton names={() => names} onSignOut={onSignOut} />
      </JobEngineContext.Provider>
    </ToastProvider>,
  );
  return { user: userEvent.setup(), onSignOut };
};

const confirmButton = () => screen.getAllByRole('button', { name: 'Sign out' })[1]!;

describe('<SignOutButton />', () => {
  it('asks first, naming the account that goes and the one you land in; Cancel keeps you signed in', async () => {
    const { user, onSignOut } = withJobs([{ status: 'finished' }], {
      leaving: CLIENT_1,
      staying: CLIENT_2,
    });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const ask = await screen.findByRole('alertdialog', { name: `Sign out of ${CLIENT_1}?` });
    expect(ask).toHaveTextContent(`${CLIENT_2} stays signed in in this tab: you will land in it.`);
    expect(ask).not.toHaveTextContent('job');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onSignOut).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('alertdialog');
    await user.click(confirmButton());
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status', { name: 'Notifications' })).toHaveTextContent(
      `Signed out of ${CLIENT_1}. You are now in ${CLIENT_2}.`,
    );
  });

  it('says the last account leads to the sign-in page', async () => {
    withJobs([], { leaving: CLIENT_2, staying: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('alertdialog', { name: `Sign out of ${CLIENT_2}?` }),
    ).toHaveTextContent('It is the last account of this tab: you will go to the sign-in page.');
  });

  it('says unfinished jobs are discarded; Cancel keeps the session, confirming signs out once', async () => {
    const { user, onSignOut } = withJobs([{ status: 'running' }, { status: 'paused' }], {
      leaving: CLIENT_1,
      staying: null,
    });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const ask = await screen.findByRole('alertdialog', { name: `Sign out of ${CLIENT_1}?` });
    expect(ask).toHaveTextContent('2 jobs are running or paused.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSignOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('alertdialog');
    await user.click(confirmButton());
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
