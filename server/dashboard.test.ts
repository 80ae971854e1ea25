import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setUp } from './test-helpers';

const dist = mkdtempSync(join(tmpdir(), 'linkdeck-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Linkdeck</title>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('serving the dashboard', () => {
  const { app, user } = setUp({ distDir: dist });

  it('serves index.html for client-side routes and real files as themselves', async () => {
    for (const path of ['/', '/domains', '/qr/12/edit']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>Linkdeck</title>');
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
    }
    const robots = await app.request('/robots.txt');
    expect(robots.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('User-agent');
    expect((await app.request('/favicon.svg')).headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it('caches hashed assets for a year and answers a missing asset with 404', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('Content-Type')).toMatch(/javascript/);
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/../../etc/passwd')).status).toBe(200);
    expect(await (await app.request('/%2e%2e/%2e%2e/etc/passwd')).text()).toContain('Linkdeck');
  });

  it('keeps API and public paths out of the fallback', async () => {
    expect((await user().call('GET', '/api/nowhere')).json.error).toBe(1);
    expect((await app.request('/s/unknown')).status).toBe(404);
    expect((await app.request('/healthz')).headers.get('Content-Type')).toMatch(/json/);
  });
});
