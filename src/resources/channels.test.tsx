import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Channel } from '../api/channels';
import type { Page } from '../api/envelope';
import { createTestQueryClient } from '../test/render-page';
import { fakeClient, json, type FakeReply } from '../api/testing';
import { AlreadyInChannelError, channels } from './channels';
import { useResourceMutation } from './define-resource';
import { ApiClientContext } from './session';

const channelQueries = { ...channels.queries, ...channels.keys };
const useAddToChannel = () => useResourceMutation(channels.mutations.addItem);
const useToggleChannelStar = () => useResourceMutation(channels.mutations.toggleStar);

const CHANNEL: Channel = { id: 3, name: 'Print', description: '', color: '#E8710A', starred: true };

const setUp = (...replies: FakeReply[]) => {
  const { client, calls } = fakeClient(...replies);
  const queryClient = createTestQueryClient();
  const listKey = channelQueries.list(client, { page: 1, limit: 25 }).queryKey;
  const page: Page<Channel> = {
    items: [CHANNEL],
    total: 1,
    perPage: 25,
    page: 1,
    nextPage: null,
    maxPage: 1,
  };
  queryClient.setQueryData(listKey, page);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>
    </QueryClientProvider>
  );
  const starred = () => queryClient.getQueryData(listKey)?.items[0].starred;
  return { calls, queryClient, wrapper, starred };
};

describe('channel mutations', () => {
  it('reports an item the server already has as AlreadyInChannelError, and refetches nothing', async () => {
    const { calls, wrapper, queryClient } = setUp(
      json({ error: 0, message: 'The item is already in this channel.' }),
    );
    const itemsKey = [...channelQueries.itemsOf(3), { batch: 1 }];
    queryClient.setQueryData(itemsKey, { items: [] });
    const { result } = renderHook(() => useAddToChannel(), { wrapper });
    await expect(
      act(() => result.current.mutateAsync({ channelId: 3, type: 'links', itemId: 9 })),
    ).rejects.toBeInstanceOf(AlreadyInChannelError);
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'POST /api/channel/3/assign/links/9',
    ]);
    expect(queryClient.getQueryState(itemsKey)?.isInvalidated).toBe(false);
  });

  it('treats a refusal that says "already" the same way', async () => {
    const { wrapper } = setUp(json({ error: 1, message: 'This item is already assigned.' }));
    const { result } = renderHook(() => useAddToChannel(), { wrapper });
    await expect(
      act(() => result.current.mutateAsync({ channelId: 3, type: 'qr', itemId: 4 })),
    ).rejects.toBeInstanceOf(AlreadyInChannelError);
  });

  it('marks channels’ items outdated after adding (only one on screen refetches), not the lists', async () => {
    const { wrapper, queryClient } = setUp(
      json({ error: 0, message: 'Item added to the channel.' }),
    );
    const mine = [...channelQueries.itemsOf(3), { batch: 1 }];
    const other = [...channelQueries.itemsOf(4), { batch: 1 }];
    queryClient.setQueryData(mine, { items: [] });
    queryClient.setQueryData(other, { items: [] });
    const { result } = renderHook(() => useAddToChannel(), { wrapper });
    await act(() => result.current.mutateAsync({ channelId: 3, type: 'bio', itemId: 1 }));
    expect(queryClient.getQueryState(mine)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(channelQueries.lists())?.isInvalidated).toBeFalsy();
  });

  it('stars in place at once and puts the star back when the server refuses', async () => {
    let release: (response: Response) => void = () => undefined;
    const { wrapper, starred, calls } = setUp(() => new Promise<Response>((r) => (release = r)));
    const { result } = renderHook(() => useToggleChannelStar(), { wrapper });
    act(() => result.current.mutate({ channel: CHANNEL, starred: false }));
    await waitFor(() => expect(starred()).toBe(false));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ starred: false });
    act(() => release(json({ error: 1, message: 'Server busy.' })));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(starred()).toBe(true);
  });

  it('keeps the new star without refetching when the server agrees', async () => {
    const { wrapper, starred, calls } = setUp(json({ error: 0, message: 'Channel updated.' }));
    const { result } = renderHook(() => useToggleChannelStar(), { wrapper });
    await act(() => result.current.mutateAsync({ channel: CHANNEL, starred: false }));
    expect(starred()).toBe(false);
    expect(calls).toHaveLength(1);
  });
});
