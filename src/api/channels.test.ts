import { describe, expect, it } from 'vitest';
import {
  assignToChannel,
  createChannel,
  deleteChannel,
  getChannelItems,
  getChannels,
  updateChannel,
} from './channels';
import { fakeClient, json, listReply } from './testing';

const page = (key: string, items: unknown[]) => listReply(key, items, { perpage: 15 });

const channel = {
  id: 2,
  name: 'Launch',
  description: 'All launch links',
  color: '#1A73E8',
  starred: true,
};

describe('getChannels and getChannelItems', () => {
  it('reads channels, with starred as 1/0 from real instances', async () => {
    const { client } = fakeClient(
      page('channels', [channel, { ...channel, id: '3', starred: '0' }]),
    );
    const result = await getChannels(client, { page: 1 });
    expect(result.items).toEqual([channel, { ...channel, id: 3, starred: false }]);
  });

  it('reads items of every type, qr included', async () => {
    const { client, calls } = fakeClient(
      page('items', [
        {
          type: 'links',
          id: 1,
          title: 'A',
          preview: 'https://p',
          link: 'https://l',
          date: '2025-01-02',
        },
        { type: 'bio', id: '2', title: 'B', preview: '', link: 'https://b', date: '2025-01-03' },
        { type: 'qr', id: 3, title: 'C', preview: '', link: 'https://q', date: '2025-01-04' },
      ]),
    );
    const result = await getChannelItems(client, 2, { page: 2, limit: 10 });
    expect(calls[0].url).toBe('https://go.example.com/api/channel/2?page=2&limit=10');
    expect(result.items.map((item) => [item.type, item.id])).toEqual([
      ['links', 1],
      ['bio', 2],
      ['qr', 3],
    ]);
  });
});

describe('channel mutations', () => {
  it('creates and returns the channel', async () => {
    const { client, calls } = fakeClient(json({ error: 0, ...channel }));
    await expect(createChannel(client, { name: 'Launch' })).resolves.toEqual(channel);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://go.example.com/api/channel/add',
    });
  });

  it('updates: the contract answers a message', async () => {
    const { client } = fakeClient(json({ error: 0, message: 'Channel updated.' }));
    await expect(updateChannel(client, 2, { starred: false })).resolves.toEqual({
      message: 'Channel updated.',
      channel: null,
    });
  });

  it('updates: real instances answer the whole channel', async () => {
    const { client } = fakeClient(json({ error: 0, ...channel, id: '2', starred: 0 }));
    await expect(updateChannel(client, 2, { starred: false })).resolves.toEqual({
      message: '',
      channel: { ...channel, starred: false },
    });
  });

  it('deletes and assigns items by type', async () => {
    const { client, calls } = fakeClient(json({ error: 0, message: 'Done.' }));
    await deleteChannel(client, 2);
    await assignToChannel(client, 2, 'qr', 9);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE https://go.example.com/api/channel/2/delete',
      'POST https://go.example.com/api/channel/2/assign/qr/9',
    ]);
  });
});
