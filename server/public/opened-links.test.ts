import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { dataVersion, ownWrites } from '../db/read-cache';
import { createRepositories } from '../db/repositories';
import { createUser } from '../db/users-repository';
import { linkOptionTargets, pixelTagsOf, setUp } from '../test-helpers';
import { describeVisit } from '../visits';
import { openedLinks } from './opened-links';

const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** A service with one user; every visit first fills the cache that the next write must empty. */
const service = async () => {
  const s = setUp();
  const a = s.user();
  const owned = await linkOptionTargets(s.db, a);
  const visit = (path: string, headers: Record<string, string> = {}) =>
    s.app.request(path, { headers: { 'User-Agent': WINDOWS, ...headers } });
  const add = async (body: Record<string, unknown>) => {
    const res = await a.call('POST', '/api/url/add', { url: 'https://example.com/a', ...body });
    expect(res.json.error, JSON.stringify(res.json)).toBe(0);
    const shortUrl = new URL(res.json.shorturl as string);
    expect((await visit(shortUrl.href, { Host: shortUrl.host })).status).not.toBe(404);
    return { id: res.json.id as number, path: shortUrl.pathname };
  };
  const update = async (path: string, body: Record<string, unknown>) =>
    expect((await a.call('PUT', path, body)).json.error).toBe(0);
  return { ...s, a, owned, visit, add, update };
};

describe('short links kept in memory (issue 24)', () => {
  it('sends the next visitor to what an edit saved: destination, password, expiry, deletion', async () => {
    const { a, visit, add, update } = await service();
    const { id, path } = await add({});
    expect((await visit(path)).headers.get('Location')).toBe('https://example.com/a');

    await update(`/api/url/${id}/update`, { url: 'https://example.com/b' });
    expect((await visit(path)).headers.get('Location')).toBe('https://example.com/b');

    await update(`/api/url/${id}/update`, { password: 'open sesame' });
    const form = await visit(path);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('This link is protected');

    await update(`/api/url/${id}/update`, { password: '', expiry: '2020-01-01 00:00:00' });
    expect((await visit(path)).status).toBe(410);

    await update(`/api/url/${id}/update`, { expiry: '' });
    expect((await visit(path)).status).toBe(302);
    expect((await a.call('DELETE', `/api/url/${id}/delete`)).json.error).toBe(0);
    expect((await visit(path)).status).toBe(404);
  });

  it('answers a new link at an alias that was just missing, and a renamed one at its new alias only', async () => {
    const { a, visit, add, update } = await service();
    expect((await visit('/s/fresh')).status).toBe(404);
    const { id } = await add({ custom: 'fresh' });
    expect((await visit('/s/fresh')).headers.get('Location')).toBe('https://example.com/a');

    await update(`/api/url/${id}/update`, { custom: 'renamed' });
    expect((await visit('/s/fresh')).status).toBe(404);
    expect((await visit('/s/renamed')).status).toBe(302);
    expect((await a.call('GET', `/api/url/${id}`)).json.details.clicks).toBe(3);
  });

  it("follows a change to the link's pixels, its pixel's tag and its branded domain", async () => {
    const { a, owned, visit, add, update } = await service();
    const { path } = await add({ pixels: [owned.fbPixel], custom: 'tagged' });
    expect(pixelTagsOf(await (await visit(path)).text())).toContain(
      'fbq("init","123456789012345")',
    );

    await update(`/api/pixel/${owned.fbPixel}/update`, { tag: '999999999999999' });
    expect(pixelTagsOf(await (await visit(path)).text())).toContain(
      'fbq("init","999999999999999")',
    );

    expect((await a.call('DELETE', `/api/pixel/${owned.fbPixel}/delete`)).json.error).toBe(0);
    expect((await visit(path)).status).toBe(302);

    const domain = (await a.call('POST', '/api/domain/add', { domain: 'https://go.example.com' }))
      .json.id as number;
    await add({ domain: 'https://go.example.com', custom: 'home' });
    const onDomain = () =>
      Promise.resolve(visit('http://go.example.com/home', { Host: 'go.example.com' })).then(
        (r) => r.status,
      );
    expect(await onDomain()).toBe(302);
    expect((await a.call('DELETE', `/api/domain/${domain}/delete`)).json.error).toBe(0);
    expect(await onDomain()).toBe(404);
    expect((await visit('/s/home')).status).toBe(302);
  });
});

describe('openedLinks', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true })));

  /** A database file, a link on it, and the cache as the server builds it. */
  const withLink = (maxAgeMs = 500) => {
    const dir = mkdtempSync(join(tmpdir(), 'opened-links-'));
    dirs.push(dir);
    const db = openDatabase(join(dir, 'links.sqlite'));
    const repos = createRepositories(db);
    const userId = createUser(db, { email: 'a@example.com' });
    const id = repos.links.create(userId, { alias: 'viral', url: 'https://example.com/a' }, null);
    const writes = ownWrites(db);
    const links = openedLinks(repos, writes, dataVersion(db, maxAgeMs));
    return { dir, db, repos, writes, links, id };
  };

  it('reads a link once for a flood of visits, and again after any other write', () => {
    const { db, repos, writes, links, id } = withLink();
    // (The day's salt is written on its first use: once a day, the cache is read again.)
    const at = new Date();
    const visit = describeVisit({ ip: '192.0.2.1', userAgent: WINDOWS }, repos.visits.salt(at), at);
    const first = links.byAlias('viral');
    expect(first?.url).toBe('https://example.com/a');
    expect(links.byAlias('viral')).toBe(first);

    // Visit batches only add logs and counts: the link stays in memory.
    writes.uncounted(() => repos.visits.write([{ kind: 's', targetId: id, visit }]));
    expect(links.byAlias('viral')).toBe(first);

    // Any other write is read again, whatever it changed: no write has to name this cache.
    createUser(db, { email: 'b@example.com' });
    const reread = links.byAlias('viral');
    expect(reread).not.toBe(first);
    expect(reread).toEqual(first);
    repos.links.update(id, { url: 'https://example.com/b' });
    expect(links.byAlias('viral')?.url).toBe('https://example.com/b');
  });

  it("sees another process's edit within the data_version interval", () => {
    const { dir, links } = withLink(0);
    expect(links.byAlias('viral')?.url).toBe('https://example.com/a');
    const other = openDatabase(join(dir, 'links.sqlite'));
    other.prepare("UPDATE links SET url = 'https://example.com/b' WHERE alias = 'viral'").run();
    other.close();
    expect(links.byAlias('viral')?.url).toBe('https://example.com/b');
  });
});
