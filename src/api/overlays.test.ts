import { describe, expect, it } from 'vitest';
import { getOverlays } from './overlays';
import { getSplashPages } from './splash-pages';
import { fakeClient, listReply } from './testing';

const data = (key: string, items: unknown[]) => listReply(key, items, { perpage: 15 });

describe('getOverlays', () => {
  const overlay = { id: '3', type: 'message', name: 'Promo', date: '2025-01-01 10:00:00' };

  it.each(['cta', 'overlay'])('reads the list under %s', async (key) => {
    const { client, calls } = fakeClient(data(key, [overlay]));
    const page = await getOverlays(client, { limit: 5 });
    expect(calls[0].url).toBe('https://go.example.com/api/overlay?limit=5');
    expect(page.items).toEqual([{ ...overlay, id: 3 }]);
  });
});

describe('getSplashPages', () => {
  it('reads the list under splash', async () => {
    const { client, calls } = fakeClient(
      data('splash', [{ id: '1', name: 'Welcome', date: '2025-01-01 10:00:00' }]),
    );
    const page = await getSplashPages(client);
    expect(calls[0].url).toBe('https://go.example.com/api/splash');
    expect(page.items).toEqual([{ id: 1, name: 'Welcome', date: '2025-01-01 10:00:00' }]);
  });
});
