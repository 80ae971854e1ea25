import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JobEngineContext, type Job, type JobEngine } from '../../resources/jobs';
import { SignOutButton } from './sign-out-button';

/** The signed-in shell's engine as the button reads it: only the jobs it lists. */
const withJobs = (jobs: Pick<Job, 'status'>[]) => {
  const engine = { subscribe: () => () => {}, get: () => jobs } as unknown as JobEngine;
  const onSignOut = vi.fn();
  render(
    <JobEngineContext.Provider value={{ engine, load: () => {} }}>
      <SignOutButton onSignOut={onSignOut} />
    </JobEngineContext.Provider>,
  );
  return { user: userEvent.setup(), onSignOut };
};

describe('<SignOutButton />', () => {
  it('signs out at once when no job is running or paused', async () => {
    const { user, onSignOut } = withJobs([{ status: 'finished' }]);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks first while jobs are unfinished; Cancel keeps the session, confirming signs out once', async () => {
    const { user, onSignOut } = withJobs([{ status: 'running' }, { status: 'paused' }]);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Sign out and discard your jobs?' });
    expect(ask).toHaveTextContent('2 jobs are running or paused.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSignOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('alertdialog');
    const [, confirm] = screen.getAllByRole('button', { name: 'Sign out' });
    await user.click(confirm);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
