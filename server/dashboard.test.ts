import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsEncoding, dashboardCsp } from './dashboard';
import { setUp } from './test-helpers';

const dist = mkdtempSync(join(tmpdir(), 'linkdeck-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Linkdeck</title>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i}`))};`;
writeFileSync(join(dist, 'assets', 'big-def456.js'), bigScript);
writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Linkdeck"}');
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

  it('serves the service worker uncached and the manifest with its type', async () => {
    const worker = await app.request('/sw.js');
    expect(worker.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('Cache-Control')).toBe('no-cache');
    expect(worker.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.headers.get('Content-Type')).toBe('application/manifest+json');
    expect(manifest.headers.get('Cache-Control')).toBe('public, max-age=300');
  });

  it('keeps API and public paths out of the fallback', async () => {
    expect((await user().call('GET', '/api/nowhere')).json.error).toBe(1);
    expect((await app.request('/s/unknown')).status).toBe(404);
    expect((await app.request('/healthz')).headers.get('Content-Type')).toMatch(/json/);
  });

  it('sends the security headers with the HTML, the assets and the fallback', async () => {
    for (const path of [
      '/',
      '/sign-in',
      '/qr/12/edit',
      '/assets/index-abc123.js',
      '/favicon.svg',
    ]) {
      const res = await app.request(path);
      expect(res.headers.get('Content-Security-Policy'), path).toBe(dashboardCsp());
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy'), path).toBe('no-referrer');
      expect(res.headers.get('Cross-Origin-Opener-Policy'), path).toBe('same-origin');
    }
    expect(dashboardCsp()).toContain("script-src 'self';");
    expect(dashboardCsp()).not.toContain('unsafe-inline');
    const api = await user().call('GET', '/api/account');
    expect(api.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(api.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(api.headers.get('Content-Security-Policy')).toBeNull();
  });

  it('adds the configured origins to connect-src only', async () => {
    const other = setUp({ distDir: dist, cspConnectSrc: ['https://links.example.com'] });
    const csp = (await other.app.request('/')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("connect-src 'self' https://links.example.com;");
    expect(csp).toContain("script-src 'self';");
  });

  it('compresses text files by Accept-Encoding, once, with Vary', async () => {
    const plain = await app.request('/assets/big-def456.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(bigScript);

    const gzip = await app.request('/assets/big-def456.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate' },
    });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzip.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const gzipped = Buffer.from(await gzip.arrayBuffer());
    expect(gzipped.length).toBeLessThan(bigScript.length / 2);
    expect(gunzipSync(gzipped).toString()).toBe(bigScript);

    const br = await app.request('/assets/big-def456.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(bigScript);
    const refused = await app.request('/assets/big-def456.js', {
      headers: { 'Accept-Encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers.get('Content-Encoding')).toBe('gzip');

    // Tiny files are not worth it.
    const tiny = await app.request('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(tiny.headers.get('Content-Encoding')).toBeNull();
  });

  it('reads Accept-Encoding q-values', () => {
    expect(acceptsEncoding('gzip, br', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=0.5, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('gzip;q=0.5, br;q=0', 'gzip')).toBe(true);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('*, gzip;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});
