import { describe, expect, it } from 'vitest';
import { PIXEL_PROVIDERS, PIXEL_TYPES } from '../../src/api/pixels';
import { oneUser, setUp } from '../test-helpers';

describe('pixels', () => {
  it('adds every pixel type with its example tag and lists them', async () => {
    const a = oneUser();
    for (const type of PIXEL_TYPES) {
      const res = await a.call('POST', '/api/pixel/add', {
        type,
        name: `My ${type}`,
        tag: PIXEL_PROVIDERS[type].example,
      });
      expect(res.json, type).toEqual({ error: 0, id: expect.any(Number) });
    }
    const list = (await a.call('GET', '/api/pixels?limit=100')).json;
    expect(list.error).toBe('0');
    expect(list.data.result).toBe(13);
    expect(list.data.pixels[0]).toEqual({
      id: expect.any(Number),
      type: 'tiktok',
      name: 'My tiktok',
      tag: PIXEL_PROVIDERS.tiktok.example,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  it('checks the tag against the provider', async () => {
    const a = oneUser();
    const gtm = await a.call('POST', '/api/pixel/add', {
      type: 'gtmpixel',
      name: 'GTM',
      tag: '12345',
    });
    expect(gtm.status).toBe(400);
    expect(gtm.json.fields.tag).toMatch(/GTM- followed by letters and digits/);
    const fb = await a.call('POST', '/api/pixel/add', {
      type: 'fbpixel',
      name: 'Meta',
      tag: 'GTM-ABCD',
    });
    expect(fb.json.fields.tag).toMatch(/Pixel ID: 10 to 20 digits/);
    const type = await a.call('POST', '/api/pixel/add', { type: 'myspace', name: 'x', tag: 'y' });
    expect(type.json.fields.type).toMatch(/Pixel type must be one of/);
    const missing = await a.call('POST', '/api/pixel/add', { type: 'bing' });
    expect(missing.json.fields).toEqual({ name: 'Name is required.', tag: 'Tag must be text.' });
    expect((await a.call('GET', '/api/pixels')).json.data.result).toBe(0);
  });

  it('updates name and tag, checking the tag against the stored type', async () => {
    const a = oneUser();
    const { id } = (
      await a.call('POST', '/api/pixel/add', { type: 'gtmpixel', name: 'GTM', tag: 'GTM-ABC123' })
    ).json;
    const bad = await a.call('PUT', `/api/pixel/${id}/update`, { tag: '123456789012' });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.tag).toMatch(/Google Tag Manager/);
    const noTag = await a.call('PUT', `/api/pixel/${id}/update`, { name: 'Renamed' });
    expect(noTag.json.fields.tag).toBe('Tag must be text.');
    const typeChange = await a.call('PUT', `/api/pixel/${id}/update`, {
      type: 'fbpixel',
      tag: 'GTM-XYZ999',
    });
    expect(typeChange.json.fields.type).toMatch(/Unknown field/);
    const ok = await a.call('PUT', `/api/pixel/${id}/update`, {
      name: 'Site GTM',
      tag: 'GTM-XYZ999',
    });
    expect(ok.json).toEqual({ error: 0, message: 'Pixel updated.' });
    expect((await a.call('GET', '/api/pixels')).json.data.pixels[0]).toMatchObject({
      name: 'Site GTM',
      tag: 'GTM-XYZ999',
      type: 'gtmpixel',
    });
  });

  it("deletes, and treats another user's pixel as missing", async () => {
    const { user } = setUp();
    const a = user();
    const b = user();
    const { id } = (
      await a.call('POST', '/api/pixel/add', { type: 'bing', name: 'UET', tag: '1234567' })
    ).json;
    expect((await b.call('PUT', `/api/pixel/${id}/update`, { tag: '7654321' })).status).toBe(404);
    expect((await b.call('DELETE', `/api/pixel/${id}/delete`)).status).toBe(404);
    expect((await b.call('GET', '/api/pixels')).json.data.pixels).toEqual([]);
    expect((await a.call('DELETE', `/api/pixel/${id}/delete`)).json).toEqual({
      error: 0,
      message: 'Pixel deleted.',
    });
    expect((await a.call('DELETE', `/api/pixel/${id}/delete`)).status).toBe(404);
  });
});
