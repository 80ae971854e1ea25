import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient, json } from '../../api/testing';
import type { LinkChange } from '../../resources/job-model';
import { rememberSentLinkOptions } from '../../resources/link-options-sent';
import { ApiClientContext, useAccountScope } from '../../resources/session';
import { expectNoAxeViolations } from '../../test/axe';
import { SignedInSession } from '../../test/signed-in-session';
import { LinkChangeForm, type LinkChangeKind } from './links-bulk-forms';

const PIXELS = [
  { id: 4, type: 'gtmpixel', name: 'Main tag', tag: 'GTM-AAA111', date: '2026-03-01' },
  { id: 9, type: 'fbpixel', name: 'Meta', tag: '123456789012345', date: '2026-03-01' },
];

/** The pixels list, as the reference server answers it. */
const answer = () =>
  json({
    error: '0',
    data: { result: 2, perpage: 100, currentpage: 1, nextpage: null, maxpage: 1, pixels: PIXELS },
  });

/** This device sent pixel 4 for link 1 earlier (link 2: nothing known). */
const KnownPixels = ({ children }: { children: ReactNode }) => {
  const scope = useAccountScope();
  useState(() => rememberSentLinkOptions(scope, 1, { pixels: [4] }));
  return children;
};

type Started = { title: string; changeOf: (id: number) => LinkChange | null };

const setUp = (kind: LinkChangeKind, accountId: number) => {
  const user = userEvent.setup();
  const { client } = fakeClient(answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const started: Started[] = [];
  const onClose = vi.fn();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={client}>
        <SignedInSession accountId={accountId}>
          <KnownPixels>
            <LinkChangeForm
              kind={kind}
              ids={[1, 2]}
              count={2}
              onStart={(title, changeOf) => started.push({ title, changeOf })}
              onClose={onClose}
            />
          </KnownPixels>
        </SignedInSession>
      </ApiClientContext.Provider>
    </QueryClientProvider>,
  );
  return { user, started, onClose, ...view };
};

describe('<LinkChangeForm kind="pixels" />', () => {
  it('adds to the pixels this device knows and leaves links with unknown pixels alone', async () => {
    const { user, started, container } = setUp('pixels', 41);
    await user.click(await screen.findByLabelText('Meta'));
    await expectNoAxeViolations(container);
    expect(screen.getByText(/added to those \(1 of 2\)/)).toBeInTheDocument();
    expect(
      screen.getByLabelText(/The other 1 link: your service does not report its pixels/),
    ).toHaveValue('skip');
    await user.click(screen.getByRole('button', { name: 'Add pixels to 2 links' }));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0].title).toBe('Adding pixels to 2 links');
    expect(started[0].changeOf(1)).toEqual({ pixels: [4, 9] });
    expect(started[0].changeOf(2)).toBeNull();
  });

  it('sets unknown links to exactly the chosen pixels only when asked, and skips no-ops', async () => {
    const { user, started } = setUp('pixels', 42);
    await user.click(await screen.findByLabelText('Main tag — Google Tag Manager'));
    await user.selectOptions(
      screen.getByLabelText(/your service does not report its pixels/),
      'Set their pixels to exactly the chosen ones',
    );
    await user.click(screen.getByRole('button', { name: 'Add pixels to 2 links' }));
    await waitFor(() => expect(started).toHaveLength(1));
    // Link 1 already has pixel 4: nothing to send.
    expect(started[0].changeOf(1)).toBeNull();
    expect(started[0].changeOf(2)).toEqual({ pixels: [4] });
  });

  it('asks for a pixel before starting', async () => {
    const { user, started } = setUp('pixels', 43);
    await screen.findByLabelText('Meta');
    await user.click(screen.getByRole('button', { name: 'Add pixels to 2 links' }));
    expect(await screen.findByText('Choose at least one pixel to add.')).toBeInTheDocument();
    expect(started).toEqual([]);
  });
});

describe('<LinkChangeForm kind="expiry" />', () => {
  it('refuses a past moment at the field and sends the expiry in the instance format', async () => {
    const { user, started } = setUp('expiry', 44);
    const field = screen.getByLabelText(/Expires at/);
    await user.type(field, '01/01/2020 10:00');
    await user.click(screen.getByRole('button', { name: 'Set the expiry of 2 links' }));
    expect(
      await screen.findByText('That moment has passed: choose a later one.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('01/01/2020 10:00');
    expect(started).toEqual([]);

    await user.clear(field);
    // A year-first moment is read too.
    await user.type(field, '2031-06-07 08:09');
    await user.click(screen.getByRole('button', { name: 'Set the expiry of 2 links' }));
    await waitFor(() => expect(started).toHaveLength(1));
    const expiry = new Date('2031-06-07T08:09').toISOString().slice(0, 19).replace('T', ' ');
    expect(started[0].changeOf(1)).toEqual({ expiry });
    expect(started[0].changeOf(2)).toEqual({ expiry });
  });
});

describe('<LinkChangeForm kind="password" />', () => {
  it('sets a password, or removes it, and asks for one otherwise', async () => {
    const { user, started } = setUp('password', 45);
    await user.click(screen.getByRole('button', { name: 'Set the password of 2 links' }));
    expect(await screen.findByText(/Enter the new password/)).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Remove the password/));
    await user.click(screen.getByRole('button', { name: 'Remove the password of 2 links' }));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0].changeOf(1)).toEqual({ password: '' });
  });
});
