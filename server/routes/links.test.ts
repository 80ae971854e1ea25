import { describe, expect, it } from 'vitest';
import { NO_LINK_OPTIONS, NO_VISITS, oneUser, setUp } from '../test-helpers';

describe('short links', () => {
  it('creates a link with a generated or custom alias and shows it', async () => {
    const a = oneUser();
    const gen = await a.call('POST', '/api/url/add', { url: 'https://example.com/a' });
    expect(gen.json).toEqual({
      error: 0,
      id: expect.any(Number),
      shorturl: expect.stringMatching(/^http:\/\/links\.test\/s\/[A-Za-z0-9]{7}$/),
    });
    const custom = await a.call('POST', '/api/url/add', {
      url: 'https://example.com/b',
      custom: 'my-alias',
      metatitle: 'B page',
      description: 'About B',
    });
    expect(custom.json.shorturl).toBe('http://links.test/s/my-alias');
    const one = await a.call('GET', `/api/url/${custom.json.id}`);
    expect(one.json).toEqual({
      error: 0,
      id: custom.json.id,
      details: {
        id: custom.json.id,
        alias: 'my-alias',
        shorturl: 'http://links.test/s/my-alias',
        longurl: 'https://example.com/b',
        clicks: 0,
        uniqueclicks: 0,
        title: 'B page',
        description: 'About B',
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        // Every option, at its default (server/README.md, "Link options").
        status: 'private',
        ...NO_LINK_OPTIONS,
        channels: [],
      },
      data: NO_VISITS,
    });
  });

  it('uses a branded domain of the user for the short URL', async () => {
    const { user } = setUp();
    const a = user();
    const b = user();
    await a.call('POST', '/api/domain/add', { domain: 'https://go.example.com' });
    const res = await a.call('POST', '/api/url/add', {
      url: 'https://example.com',
      domain: 'https://go.example.com',
      custom: 'promo',
    });
    expect(res.json.shorturl).toBe('https://go.example.com/promo');
    const foreign = await b.call('POST', '/api/url/add', {
      url: 'https://example.com',
      domain: 'https://go.example.com',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.fields.domain).toMatch(/not one of your branded domains/);
  });

  it('lists, searches and orders links', async () => {
    const { user, db } = setUp();
    const a = user();
    const ids: number[] = [];
    for (const [url, title] of [
      ['https://example.com/apple', 'Apple pie'],
      ['https://example.com/banana', 'Banana 100%'],
      ['https://example.com/cherry', 'Cherry'],
    ])
      ids.push((await a.call('POST', '/api/url/add', { url, metatitle: title })).json.id);
    db.prepare('UPDATE links SET clicks = 9 WHERE id = ?').run(ids[0]);
    const list = (await a.call('GET', '/api/urls')).json;
    expect(list.error).toBe('0');
    expect(list.data.urls.map((u: { id: number }) => u.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(Object.keys(list.data.urls[0]).sort()).toEqual(
      [
        'alias',
        'clicks',
        'date',
        'description',
        'id',
        'longurl',
        'shorturl',
        'title',
        'uniqueclicks',
      ].sort(),
    );
    const byClick = (await a.call('GET', '/api/urls?order=click')).json.data.urls;
    expect(byClick[0].id).toBe(ids[0]);
    const search = (await a.call('GET', '/api/urls?q=banana')).json.data;
    expect(search.result).toBe(1);
    expect((await a.call('GET', '/api/urls?q=100%25')).json.data.result).toBe(1);
    expect((await a.call('GET', '/api/urls?q=_')).json.data.result).toBe(0);
    expect((await a.call('GET', '/api/urls?order=views')).json.message).toBe(
      'order must be date or click.',
    );
  });

  for (const apiDialect of ['contract', 'real'] as const)
    it(`orders by creation date, ties by id, not by id alone (${apiDialect} dialect)`, async () => {
      const { user, db } = setUp({ apiDialect });
      const a = user();
      const ids: number[] = [];
      for (const name of ['old', 'newest', 'tie-1', 'tie-2'])
        ids.push(
          (await a.call('POST', '/api/url/add', { url: `https://example.com/${name}` })).json.id,
        );
      const created = db.prepare('UPDATE links SET created_at = ? WHERE id = ?');
      created.run('2026-01-01 09:00:00', ids[0]);
      created.run('2026-03-01 09:00:00', ids[1]);
      created.run('2026-02-01 09:00:00', ids[2]);
      created.run('2026-02-01 09:00:00', ids[3]);
      const order = (query: string) =>
        a
          .call('GET', `/api/urls${query}`)
          .then((res) => res.json.data.urls.map((u: { id: number }) => u.id));
      const byDate = [ids[1], ids[3], ids[2], ids[0]];
      expect(await order('?order=date')).toEqual(byDate);
      expect(await order('')).toEqual(byDate);
      expect(await order('?order=date&limit=2&page=2')).toEqual(byDate.slice(2));
    });

  it('updates a link and checks the alias', async () => {
    const a = oneUser();
    const one = (
      await a.call('POST', '/api/url/add', { url: 'https://example.com/1', custom: 'first' })
    ).json;
    const two = (await a.call('POST', '/api/url/add', { url: 'https://example.com/2' })).json;
    const res = await a.call('PUT', `/api/url/${two.id}/update`, {
      url: 'https://example.com/two',
      custom: 'second',
    });
    expect(res.json).toEqual({ error: 0, id: two.id, shorturl: 'http://links.test/s/second' });
    const clash = await a.call('PUT', `/api/url/${two.id}/update`, { custom: 'first' });
    expect(clash.status).toBe(400);
    expect(clash.json.fields.custom).toBe('The alias "first" is taken. Choose another one.');
    expect((await a.call('PUT', `/api/url/${one.id}/update`, { custom: 'first' })).status).toBe(
      200,
    );
    const empty = await a.call('PUT', `/api/url/${two.id}/update`, {});
    expect(empty.json.message).toBe('Send at least one field to change.');
    const bad = await a.call('PUT', `/api/url/${two.id}/update`, { url: 'mailto:x@y.z' });
    expect(bad.json.fields.url).toMatch(/http/);
    expect((await a.call('GET', `/api/url/${two.id}`)).json.details.longurl).toBe(
      'https://example.com/two',
    );
  });

  it('refuses an alias that differs from a taken one only in letter case, and keeps old pairs working', async () => {
    const { user, app, db } = setUp();
    const a = user();
    const b = user();
    await a.call('POST', '/api/url/add', { url: 'https://a.example/x', custom: 'vM3TZNm' });
    const lookAlike = await b.call('POST', '/api/url/add', {
      url: 'https://evil.example/x',
      custom: 'vm3tznm',
    });
    expect(lookAlike.status).toBe(400);
    expect(lookAlike.json.fields.custom).toBe(
      'The alias "vm3tznm" is taken: aliases that differ only in letter case count as the same. Choose another one.',
    );
    const other = (await b.call('POST', '/api/url/add', { url: 'https://b.example/y' })).json;
    const renamed = await b.call('PUT', `/api/url/${other.id}/update`, { custom: 'VM3TZNM' });
    expect(renamed.status).toBe(400);
    expect(renamed.json.fields.custom).toMatch(/only in letter case/);
    // A pair stored before this rule: both keep their exact alias, and their owners can edit them.
    db.prepare('UPDATE links SET alias = ? WHERE id = ?').run('vm3tznm', other.id);
    const kept = await b.call('PUT', `/api/url/${other.id}/update`, {
      custom: 'vm3tznm',
      url: 'https://b.example/z',
    });
    expect(kept.status).toBe(200);
    for (const [alias, target] of [
      ['vM3TZNm', 'https://a.example/x'],
      ['vm3tznm', 'https://b.example/z'],
    ])
      expect((await app.request(`/s/${alias}`)).headers.get('Location'), alias).toBe(target);
  });

  it('validates new links', async () => {
    const a = oneUser();
    const cases: [unknown, string, RegExp][] = [
      [{}, 'url', /Destination URL is required/],
      [{ url: 'example.com' }, 'url', /http/],
      [{ url: 'https://example.com', custom: 'a/b' }, 'custom', /letters, digits/],
      [{ url: 'https://example.com', metatitle: 'x'.repeat(201) }, 'metatitle', /at most 200/],
      [{ url: 'https://example.com', expiry: '2030-01-01' }, 'expiry', /YYYY-MM-DD HH:MM:SS/],
      [{ url: 'https://example.com', expires: '2030-01-01' }, 'expires', /Unknown field/],
    ];
    for (const [body, field, message] of cases) {
      const res = await a.call('POST', '/api/url/add', body);
      expect(res.status).toBe(400);
      expect(res.json.fields[field], JSON.stringify(body)).toMatch(message);
    }
  });

  it("treats another user's link as missing and deletes one's own", async () => {
    const { user } = setUp();
    const a = user();
    const b = user();
    const { id } = (await a.call('POST', '/api/url/add', { url: 'https://example.com' })).json;
    expect((await b.call('GET', `/api/url/${id}`)).status).toBe(404);
    expect(
      (await b.call('PUT', `/api/url/${id}/update`, { url: 'https://evil.example' })).status,
    ).toBe(404);
    expect((await b.call('DELETE', `/api/url/${id}/delete`)).status).toBe(404);
    expect((await b.call('GET', '/api/urls')).json.data.urls).toEqual([]);
    expect((await a.call('DELETE', `/api/url/${id}/delete`)).json).toEqual({
      error: 0,
      message: 'Short link deleted.',
    });
    expect((await a.call('GET', `/api/url/${id}`)).status).toBe(404);
  });
});
