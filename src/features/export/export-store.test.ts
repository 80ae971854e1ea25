import { describe, expect, it, vi } from 'vitest';
import { fakeClient, listReply, type FakeCall } from '../../api/testing';
import { createTestQueryClient } from '../../test/render-page';
import { createExportStore } from './export-store';

const page = (key: string, items: unknown[]) => listReply(key, items);

/** Channels 1 (two items) and 2 (none). */
const channelsApi = (call: FakeCall) => {
  const { pathname } = new URL(call.url);
  if (pathname === '/api/channels')
    return page('channels', [
      { id: 1, name: 'Print', description: 'Posters', color: '#000000', starred: 1 },
      { id: 2, name: 'Radio', description: '', color: '#ffffff', starred: 0 },
    ]);
  if (pathname === '/api/channel/1')
    return page('items', [
      {
        type: 'links',
        id: 5,
        title: 'Spring',
        preview: '',
        link: 'https://go.example.com/s',
        date: '2024-03-01',
      },
      {
        type: 'qr',
        id: 9,
        title: 'Menu',
        preview: '',
        link: 'https://go.example.com/m',
        date: '2024-03-02',
      },
    ]);
  return page('items', []);
};

describe('the export store', () => {
  it('exports channels with one row per item, asks first, and downloads the file', async () => {
    const { client, calls } = fakeClient(channelsApi);
    const download = vi.fn();
    const store = createExportStore(download);
    store.request('channels', { client, queryClient: createTestQueryClient() });
    expect(store.get()).toMatchObject({
      status: 'confirm',
      plan: { requests: 1, isAtLeast: true },
    });
    expect(calls).toHaveLength(0);
    store.start();
    await vi.waitFor(() => expect(store.get().status).toBe('done'));
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/api/channels',
      '/api/channel/1',
      '/api/channel/2',
    ]);
    const [csv, fileName] = download.mock.calls[0] as [string, string];
    expect(fileName).toMatch(/^linkdeck-channel-items-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.split('\r\n')).toEqual([
      'Channel,Channel description,Starred,Item type,Item title,Item URL,Added,Channel ID,Item ID',
      'Print,Posters,Yes,Link,Spring,https://go.example.com/s,2024-03-01,1,5',
      'Print,Posters,Yes,QR code,Menu,https://go.example.com/m,2024-03-02,1,9',
      'Radio,,No,,,,,2,',
    ]);
    expect(store.get()).toMatchObject({ rows: 3, requests: 3, fromCache: 0 });
  });

  it('stops with a clear message when the server does not answer, and cancels without a file', async () => {
    const { client } = fakeClient(() => Promise.reject(new TypeError('Failed to fetch')));
    const download = vi.fn();
    const store = createExportStore(download);
    store.request('links', { client, queryClient: createTestQueryClient() });
    // The list's length is not known (no page of it in memory): the cost is asked first.
    expect(store.get()).toMatchObject({ status: 'confirm', plan: { isAtLeast: true } });
    store.start();
    await vi.waitFor(() => expect(store.get().status).toBe('failed'), { timeout: 4000 });
    expect(store.get()).toMatchObject({
      message: expect.stringMatching(/Cannot reach the server/),
    });

    const hanging = fakeClient(() => new Promise<Response>(() => undefined));
    store.request('links', { client: hanging.client, queryClient: createTestQueryClient() });
    store.start();
    expect(store.get().status).toBe('running');
    store.cancel();
    expect(store.get().status).toBe('cancelled');
    expect(download).not.toHaveBeenCalled();
  });
});
