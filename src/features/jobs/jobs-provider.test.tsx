import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeClient, json } from '../../api/testing';
import { accountScope } from '../../lib/account-scope';
import { DataChangeContext } from '../../resources/data-change';
import { links } from '../../resources/links';
import { useJobEngine, useJobs, type NewJob } from '../../resources/jobs';
import { qrCodes } from '../../resources/qr-codes';
import { readQrDesigns, rememberQrDesign } from '../../resources/qr-designs';
import { ApiClientContext } from '../../resources/session';
import { TEST_BASE_URL } from '../../test/render-app';
import { createTestQueryClient, testDataChanges } from '../../test/render-page';
import { SignedInSession } from '../../test/signed-in-session';
import { JobsProvider } from './jobs-provider';

const ACCOUNT = 7;
const scope = accountScope(TEST_BASE_URL, ACCOUNT);

/** The jobs provider as the shell places it; the network is the only thing faked. */
const setUp = () => {
  const { client, calls } = fakeClient(json({ error: 0, message: 'Deleted.' }));
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SignedInSession accountId={ACCOUNT}>
        <ApiClientContext.Provider value={client}>
          <DataChangeContext.Provider value={testDataChanges(queryClient)}>
            <JobsProvider>{children}</JobsProvider>
          </DataChangeContext.Provider>
        </ApiClientContext.Provider>
      </SignedInSession>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => ({ engine: useJobEngine(), jobs: useJobs() }), { wrapper });
  /** Starts a job and waits until it finished and what it changed was applied. */
  const run = async (job: NewJob) => {
    await waitFor(() => expect(result.current.engine).not.toBeNull());
    const started = await result.current.engine!.start(job);
    await waitFor(() =>
      expect(result.current.jobs.find((j) => j.id === started.id)?.status).toBe('finished'),
    );
  };
  return { queryClient, calls, run };
};

describe('jobs run the pages’ own mutation definitions', () => {
  it('deleting links in a job marks their statistics pages outdated, as the Links page does', async () => {
    const { queryClient, run } = setUp();
    const detail = links.queries.detail(fakeClient().client, 5).queryKey;
    queryClient.setQueryData(detail, { link: {}, stats: {} } as never);
    await run({
      kind: 'delete-links',
      title: 'Delete',
      items: [{ key: '5', label: 'x', targetId: 5 }],
    });
    await waitFor(() => expect(queryClient.getQueryState(detail)?.isInvalidated).toBe(true));
  });

  it('deleting QR codes in a job forgets what this device kept of their design', async () => {
    rememberQrDesign(scope, 9, { type: 'text', data: 'Hello' });
    rememberQrDesign(scope, 10, { type: 'text', data: 'Kept' });
    const { queryClient, calls, run } = setUp();
    const list = qrCodes.queries.list(fakeClient().client, { page: 1, limit: 25 }).queryKey;
    queryClient.setQueryData(list, { items: [] } as never);
    await run({
      kind: 'delete-qr',
      title: 'Delete',
      items: [{ key: '9', label: 'x', targetId: 9 }],
    });
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'DELETE /api/qr/9/delete',
    ]);
    expect(readQrDesigns(scope).map((design) => design.id)).toEqual([10]);
    await waitFor(() => expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true));
  });
});
