import { describe, expect, it } from 'vitest';
import { createPixel, deletePixel, getPixels, isPixelType, updatePixel } from './pixels';
import { fakeClient, json } from './testing';

describe('getPixels', () => {
  it('reads string ids and keeps an unknown provider as its name', async () => {
    const { client } = fakeClient(
      json({
        error: '0',
        data: {
          result: 2,
          perpage: 15,
          currentpage: 1,
          nextpage: null,
          maxpage: 1,
          pixels: [
            {
              id: '4',
              type: 'fbpixel',
              name: 'Meta',
              tag: '123456789012345',
              date: '2025-01-01 10:00:00',
            },
            { id: 5, type: 'mastodon', name: 'New', tag: 'm-1', date: '2025-01-02 10:00:00' },
          ],
        },
      }),
    );
    const page = await getPixels(client);
    expect(page.items.map((p) => [p.id, p.type])).toEqual([
      [4, 'fbpixel'],
      [5, 'mastodon'],
    ]);
    expect(isPixelType(page.items[0].type)).toBe(true);
    expect(isPixelType(page.items[1].type)).toBe(false);
    expect(isPixelType('toString')).toBe(false);
  });
});

describe('pixel mutations', () => {
  it('creates, updates and deletes', async () => {
    const { client, calls } = fakeClient(
      json({ error: 0, id: '8' }),
      json({ error: 0 }),
      json({ error: 0, message: 'Pixel deleted.' }),
    );
    await expect(
      createPixel(client, { type: 'bing', name: 'Bing', tag: '12345678' }),
    ).resolves.toEqual({ id: 8 });
    await expect(updatePixel(client, 8, { tag: '87654321' })).resolves.toEqual({ message: '' });
    await expect(deletePixel(client, 8)).resolves.toEqual({ message: 'Pixel deleted.' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST https://go.example.com/api/pixel/add',
      'PUT https://go.example.com/api/pixel/8/update',
      'DELETE https://go.example.com/api/pixel/8/delete',
    ]);
    expect(calls[1].body).toEqual({ tag: '87654321' });
  });
});
