import { describe, expect, it } from 'vitest';
import { oneUser, setUp } from '../test-helpers';

describe('channels', () => {
  it('creates, lists, updates and deletes a channel', async () => {
    const a = oneUser();
    const add = await a.call('POST', '/api/channel/add', {
      name: 'Social',
      description: 'Posts',
      color: '#1A73E8',
      starred: true,
    });
    expect(add.json).toEqual({
      error: 0,
      id: expect.any(Number),
      name: 'Social',
      description: 'Posts',
      color: '#1A73E8',
      starred: true,
    });
    const minimal = await a.call('POST', '/api/channel/add', { name: 'Print' });
    expect(minimal.json).toMatchObject({ description: '', color: '', starred: false });
    const list = (await a.call('GET', '/api/channels')).json;
    expect(list.error).toBe('0');
    expect(list.data.channels.map((c: { name: string }) => c.name)).toEqual(['Print', 'Social']);
    const update = await a.call('PUT', `/api/channel/${add.json.id}/update`, {
      starred: false,
      color: '#000000',
    });
    expect(update.json).toEqual({
      error: 0,
      message: 'Channel updated.',
      id: add.json.id,
      name: 'Social',
      description: 'Posts',
      color: '#000000',
      starred: false,
    });
    expect((await a.call('DELETE', `/api/channel/${add.json.id}/delete`)).json.error).toBe(0);
    expect((await a.call('GET', '/api/channels')).json.data.result).toBe(1);
  });

  it('validates channel input', async () => {
    const a = oneUser();
    const cases: [unknown, string, RegExp][] = [
      [{}, 'name', /Name is required/],
      [{ name: '   ' }, 'name', /Name is required/],
      [{ name: 'A', color: 'blue' }, 'color', /hex colour/],
      [{ name: 'A', starred: 1 }, 'starred', /true or false/],
      [{ name: 'A', description: 'x'.repeat(501) }, 'description', /at most 500/],
      [{ name: 'A', description: 'bell\u0007' }, 'description', /control characters/],
      [{ name: 'A', owner: 2 }, 'owner', /Unknown field/],
    ];
    for (const [body, field, message] of cases) {
      const res = await a.call('POST', '/api/channel/add', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fields[field], JSON.stringify(body)).toMatch(message);
    }
    expect((await a.call('GET', '/api/channels')).json.data.result).toBe(0);
  });

  it('assigns links, bio pages and QR codes and lists them as items', async () => {
    const { user, db } = setUp();
    const a = user();
    const channel = (await a.call('POST', '/api/channel/add', { name: 'All' })).json.id;
    const link = (
      await a.call('POST', '/api/url/add', {
        url: 'https://example.com/page',
        metatitle: 'Example page',
      })
    ).json;
    const qr = (
      await a.call('POST', '/api/qr/add', {
        type: 'link',
        data: 'https://example.com',
        name: 'Poster',
      })
    ).json;
    const bio = Number(
      db
        .prepare(
          "INSERT INTO bio_pages (user_id, alias, name, created_at) VALUES (?, 'mybio', 'My bio', '2024-05-01 10:00:00')",
        )
        .run(a.id).lastInsertRowid,
    );
    for (const [type, id] of [
      ['links', link.id],
      ['qr', qr.id],
      ['bio', bio],
    ] as const) {
      const res = await a.call('POST', `/api/channel/${channel}/assign/${type}/${id}`);
      expect(res.json, type).toEqual({ error: 0, message: 'Item added to the channel.' });
    }
    expect(
      (await a.call('POST', `/api/channel/${channel}/assign/links/${link.id}`)).json.message,
    ).toMatch(/already/);
    const items = (await a.call('GET', `/api/channel/${channel}`)).json;
    expect(items.error).toBe('0');
    expect(items.data.result).toBe(3);
    expect(items.data.items).toEqual(
      expect.arrayContaining([
        {
          type: 'links',
          id: link.id,
          title: 'Example page',
          preview: 'https://example.com/page',
          link: link.shorturl,
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
        {
          type: 'qr',
          id: qr.id,
          title: 'Poster',
          preview: qr.link,
          link: qr.link,
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
        {
          type: 'bio',
          id: bio,
          title: 'My bio',
          preview: 'http://links.test/b/mybio',
          link: 'http://links.test/b/mybio',
          date: '2024-05-01',
        },
      ]),
    );
    // An item may be in several channels; deleting a channel only unassigns.
    const other = (await a.call('POST', '/api/channel/add', { name: 'Other' })).json.id;
    await a.call('POST', `/api/channel/${other}/assign/links/${link.id}`);
    await a.call('DELETE', `/api/channel/${channel}/delete`);
    expect(
      db.prepare('SELECT COUNT(*) FROM channel_items WHERE channel_id = ?').pluck().get(channel),
    ).toBe(0);
    expect((await a.call('GET', `/api/url/${link.id}`)).status).toBe(200);
    expect((await a.call('GET', `/api/channel/${other}`)).json.data.items).toHaveLength(1);
    // Deleting an item removes it from channels.
    await a.call('DELETE', `/api/url/${link.id}/delete`);
    expect((await a.call('GET', `/api/channel/${other}`)).json.data.items).toEqual([]);
  });

  it('rejects an unknown item type and missing or foreign items', async () => {
    const { user } = setUp();
    const a = user();
    const b = user();
    const channel = (await a.call('POST', '/api/channel/add', { name: 'A' })).json.id;
    const type = await a.call('POST', `/api/channel/${channel}/assign/video/1`);
    expect(type.status).toBe(400);
    expect(type.json.message).toBe('Item type must be links, bio or qr.');
    const foreignQr = (await b.call('POST', '/api/qr/add', { type: 'text', data: 'hi' })).json.id;
    const res = await a.call('POST', `/api/channel/${channel}/assign/qr/${foreignQr}`);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(`There is no QR code with id ${foreignQr}.`);
    expect((await a.call('POST', `/api/channel/${channel}/assign/bio/77`)).json.message).toBe(
      'There is no bio page with id 77.',
    );
    expect((await b.call('GET', `/api/channel/${channel}`)).status).toBe(404);
    expect((await b.call('POST', `/api/channel/${channel}/assign/qr/${foreignQr}`)).status).toBe(
      404,
    );
    expect((await b.call('PUT', `/api/channel/${channel}/update`, { name: 'x' })).status).toBe(404);
    expect((await b.call('DELETE', `/api/channel/${channel}/delete`)).status).toBe(404);
    expect((await a.call('GET', `/api/channel/${channel}`)).json.data.items).toEqual([]);
  });
});
