import { serve, type ServerType } from '@hono/node-server';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { testConfig, type Config } from './config';
import { dashboardCsp } from './dashboard';
import { openDatabase } from './db/connection';
import { createProxyApp } from './proxy';
import { issueKey } from './db/api-keys-repository';
import { createUser } from './db/users-repository';

const dir = mkdtempSync(join(tmpdir(), 'linkdeck-proxy-'));
const dist = join(dir, 'dist');
mkdirSync(dist);
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Linkdeck</title>');

const origin = (server: Server | ServerType) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** The reference server on an ephemeral port with a fresh in-memory database and one user. */
const startReference = (overrides: Partial<Config> = {}) =>
  new Promise<{ url: string; key: string; server: ServerType }>((resolve) => {
    const db = openDatabase(':memory:');
    const key = issueKey(db, createUser(db, { email: 'proxy@example.com' }));
    const app = createApp({
      db,
      config: testConfig({ rateLimitPerMinute: 100_000, ...overrides }),
    });
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve({ url: origin(server), key, server }),
    );
  });

/** Behaves like a deployed instance where the contract is silent: HTML errors, gzip, slowness. */
const startRealWorldStub = () =>
  new Promise<{ url: string; server: Server; seen: IncomingHttpHeaders[] }>((resolve) => {
    const seen: IncomingHttpHeaders[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers);
      if (req.url === '/api/slow') return; // never answers
      const drip = (send: () => void) => {
        const timer = setInterval(send, 100);
        req.socket.once('close', () => clearInterval(timer));
      };
      if (req.url === '/api/trickle-headers') {
        // One byte of the status line and headers every 100 ms: never idle, never done.
        const raw = `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Padding: ${'x'.repeat(200)}\r\n\r\n{}`;
        let sent = 0;
        return drip(() => sent < raw.length && req.socket.write(raw[sent++]));
      }
      if (req.url === '/api/trickle-body') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return drip(() => res.write(' '));
      }
      if (req.url === '/api/headers') {
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Set-Cookie': ['session=upstream; Path=/', 'tracker=1'],
          'Referrer-Policy': 'unsafe-url',
          'X-Content-Type-Options': 'off',
          'Content-Security-Policy': 'default-src *',
          'Permissions-Policy': 'camera=*',
          'Clear-Site-Data': '"*"',
          'Strict-Transport-Security': 'max-age=31536000',
          'Access-Control-Allow-Origin': '*',
          'X-Request-Id': 'abc',
          Refresh: '0; url=https://evil.example/',
          Link: '<https://evil.example/x.js>; rel=preload; as=script',
          'Service-Worker-Allowed': '/',
          'X-Powered-By': 'PHP',
          'X-RateLimit-Limit': '60',
          'X-RateLimit-Remaining': '59',
          'X-RateLimit-Reset': '1700000000',
          'Retry-After': '5',
          ETag: '"v1"',
          'Last-Modified': 'Mon, 07 Dec 2026 10:00:00 GMT',
          'Cache-Control': 'private, max-age=0',
        });
        return res.end('{"error":0}');
      }
      if (req.url === '/api/gzip') {
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Content-Encoding': 'gzip',
          Connection: 'keep-alive, X-Private-Hop',
          'X-Private-Hop': 'secret',
        });
        return res.end(gzipSync('{"error":0,"data":[]}'));
      }
      res.writeHead(405, { 'Content-Type': 'text/html; charset=UTF-8', 'X-Powered-By': 'PHP' });
      res.end('<html><body><h1>405 Method Not Allowed</h1></body></html>');
    });
    server.listen(0, '127.0.0.1', () => resolve({ url: origin(server), server, seen }));
  });

const proxyTo = (upstreamApiUrl: string, overrides: Partial<Config> = {}) =>
  createProxyApp(testConfig({ upstreamApiUrl, distDir: dist, ...overrides }));

const bearer = (key: string, extra: Record<string, string> = {}) => ({
  headers: { Authorization: `Bearer ${key}`, ...extra },
});

let reference: Awaited<ReturnType<typeof startReference>>;
let limited: Awaited<ReturnType<typeof startReference>>;
let stub: Awaited<ReturnType<typeof startRealWorldStub>>;

beforeAll(async () => {
  [reference, limited, stub] = await Promise.all([
    startReference(),
    startReference({ rateLimitPerMinute: 1 }),
    startRealWorldStub(),
  ]);
});
afterAll(() => {
  for (const { server } of [reference, limited, stub]) server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('proxy mode (UPSTREAM_API_URL)', () => {
  it('lists through the proxy exactly what the upstream answers', async () => {
    const app = proxyTo(reference.url);
    const [direct, proxied] = await Promise.all([
      fetch(`${reference.url}/api/qr?limit=5`, bearer(reference.key)),
      app.request('/api/qr?limit=5', bearer(reference.key)),
    ]);
    expect(proxied.status).toBe(200);
    expect(await proxied.text()).toBe(await direct.text());
    for (const name of ['Content-Type', 'Cache-Control', 'X-RateLimit-Limit', 'X-RateLimit-Reset'])
      expect(proxied.headers.get(name), name).toBe(direct.headers.get(name));
  });

  it('creates through the proxy: method, path, body and headers arrive', async () => {
    const app = proxyTo(reference.url);
    const invalid = await app.request('/api/domain/add', {
      method: 'POST',
      ...bearer(reference.key, { 'Content-Type': 'application/json' }),
      body: '{"domain":"not a domain"}',
    });
    // The upstream's validation answer comes back unchanged.
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      error: 1,
      fields: { domain: expect.any(String) },
    });

    const res = await app.request('/api/domain/add', {
      method: 'POST',
      ...bearer(reference.key, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ domain: 'https://proxied.example.com' }),
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };
    const list = await fetch(`${reference.url}/api/domains?limit=50`, bearer(reference.key));
    const { data } = (await list.json()) as { data: { domains: { id: number; domain: string }[] } };
    expect(data.domains.find((d) => d.id === id)?.domain).toBe('https://proxied.example.com');
  });

  it('passes error statuses and the 429 with its headers through', async () => {
    const app = proxyTo(reference.url);
    const unknownKey = await app.request('/api/account', bearer('not-a-key'));
    expect(unknownKey.status).toBe(401);
    expect(await unknownKey.json()).toMatchObject({ error: 1, message: /Unknown API key/ });
    expect((await app.request('/api/nowhere', bearer(reference.key))).status).toBe(404);

    const tight = proxyTo(limited.url);
    expect((await tight.request('/api/account', bearer(limited.key))).status).toBe(200);
    const refused = await tight.request('/api/account', bearer(limited.key));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(refused.headers.get('X-RateLimit-Remaining')).toBe('0');
    expect(refused.headers.get('X-RateLimit-Limit')).toBe('1');
  });

  it('passes a non-JSON answer and compressed bytes through unchanged, minus hop-by-hop headers', async () => {
    const app = proxyTo(stub.url);
    const preflight = await app.request('/api/qr', { method: 'OPTIONS' });
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    // Changed on purpose: only the headers an API answer needs come back, not the stack's name.
    expect(preflight.headers.get('X-Powered-By')).toBeNull();
    expect(await preflight.text()).toBe(
      '<html><body><h1>405 Method Not Allowed</h1></body></html>',
    );
    // Shown at the dashboard's origin, an upstream page may not run script or be sniffed.
    expect(preflight.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(preflight.headers.get('X-Content-Type-Options')).toBe('nosniff');

    const gzipped = await app.request('/api/gzip', {
      headers: {
        'Accept-Encoding': 'gzip',
        Connection: 'keep-alive, X-Drop-Me',
        'X-Drop-Me': '1',
        'X-Keep-Me': '2',
      },
    });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(Buffer.from(await gzipped.arrayBuffer())).toEqual(gzipSync('{"error":0,"data":[]}'));
    expect(gzipped.headers.get('X-Private-Hop')).toBeNull();
    expect(gzipped.headers.get('Connection')).toBeNull();
    const received = stub.seen.at(-1) ?? {};
    expect(received['x-keep-me']).toBe('2');
    expect(received['accept-encoding']).toBe('gzip');
    expect(received['x-drop-me']).toBeUndefined();
    expect(received.host).toBe(new URL(stub.url).host);
  });

  it('answers 502 when the upstream is down and 504 when it does not answer in time', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const closed = await startRealWorldStub();
    closed.server.close();
    const down = await proxyTo(closed.url).request('/api/qr', bearer('k'));
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({
      error: 1,
      message: `The upstream API at ${closed.url} cannot be reached.`,
    });
    expect(down.headers.get('Cache-Control')).toBe('no-store');

    const slow = await proxyTo(stub.url, { upstreamTimeoutMs: 300 }).request('/api/slow');
    expect(slow.status).toBe(504);
    expect(await slow.json()).toMatchObject({ error: 1, message: /did not answer/ });
    expect(quiet).toHaveBeenCalledWith(expect.stringMatching(/ECONNREFUSED/));
    quiet.mockRestore();
  });

  it('cuts off an upstream that trickles its headers, then one that trickles its body', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = proxyTo(stub.url, { upstreamTimeoutMs: 500 });
    const headers = await app.request('/api/trickle-headers');
    expect(headers.status).toBe(504);
    expect(await headers.json()).toMatchObject({ message: /did not answer within 1 second\./ });

    const body = await app.request('/api/trickle-body');
    expect(body.status).toBe(200);
    await expect(body.text()).rejects.toThrow();
    expect(quiet).toHaveBeenCalledWith(expect.stringMatching(/body did not arrive/));
    quiet.mockRestore();
  }, 10_000);

  it("states the client's address itself and passes on none of the client's claims", async () => {
    const proxy = serve({ fetch: proxyTo(stub.url).fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => proxy.once('listening', resolve));
    try {
      const claims = {
        'X-Forwarded-For': '203.0.113.66',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
        'X-Real-IP': '203.0.113.66',
        Forwarded: 'for=203.0.113.66;proto=https',
        'CF-IPCountry': 'KP',
        'CF-Connecting-IP': '203.0.113.66',
        'True-Client-IP': '203.0.113.66',
        'X-Country-Code': 'KP',
        'X-Keep-Me': 'yes',
      };
      await fetch(`${origin(proxy)}/api/headers`, { headers: claims });
      const received = stub.seen.at(-1) ?? {};
      expect(received['x-forwarded-for']).toBe('127.0.0.1');
      expect(received['x-forwarded-proto']).toBe('http');
      expect(received['x-keep-me']).toBe('yes');
      for (const name of Object.keys(claims).filter((n) => n !== 'X-Keep-Me'))
        if (!['X-Forwarded-For', 'X-Forwarded-Proto'].includes(name))
          expect(received[name.toLowerCase()], name).toBeUndefined();
    } finally {
      proxy.close();
    }
  });

  it("drops the upstream's cookies and puts its own security headers over the upstream's", async () => {
    const res = await proxyTo(stub.url).request('/api/headers');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    for (const name of [
      'Clear-Site-Data',
      'Strict-Transport-Security',
      'Access-Control-Allow-Origin',
    ])
      expect(res.headers.get(name), name).toBeNull();
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toBe(
      "sandbox; default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get('Permissions-Policy')).toMatch(/^accelerometer=\(\),.*camera=\(\)/);
    expect(res.headers.get('X-Request-Id')).toBe('abc');
    expect(await res.text()).toBe('{"error":0}');
  });

  it('passes back only the headers an API answer needs: no Refresh, Link or Service-Worker-Allowed', async () => {
    const res = await proxyTo(stub.url).request('/api/headers');
    // Date is the upstream's or Node's own: either way harmless.
    const names = [...res.headers.keys()].filter((name) => name !== 'date').sort();
    expect(names).toEqual([
      'cache-control',
      'content-security-policy',
      'content-type',
      'etag',
      'last-modified',
      'permissions-policy',
      'referrer-policy',
      'retry-after',
      'x-content-type-options',
      'x-frame-options',
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
      'x-request-id',
    ]);
    expect(res.headers.get('X-RateLimit-Remaining')).toBe('59');
    expect(res.headers.get('ETag')).toBe('"v1"');
    for (const name of ['Refresh', 'Link', 'Service-Worker-Allowed', 'X-Powered-By'])
      expect(res.headers.get(name), name).toBeNull();
  });

  it("never sends the browser's cookies upstream", async () => {
    await proxyTo(stub.url).request('/api/headers', {
      headers: { Cookie: 'dashboard-session=secret; other=1', 'X-Keep-Me': 'yes' },
    });
    const received = stub.seen.at(-1) ?? {};
    expect(received.cookie).toBeUndefined();
    expect(received['x-keep-me']).toBe('yes');
  });

  it("tells the upstream the trusted proxy's scheme and visitor, and the socket's without TRUST_PROXY", async () => {
    const through = async (trustProxy: boolean) => {
      const proxy = serve({
        fetch: proxyTo(stub.url, { trustProxy }).fetch,
        hostname: '127.0.0.1',
        port: 0,
      });
      await new Promise((resolve) => proxy.once('listening', resolve));
      try {
        // As a TLS-terminating proxy in front sends it: its own additions are the last ones.
        await fetch(`${origin(proxy)}/api/headers`, {
          headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '198.51.100.7, 203.0.113.9' },
        });
        return stub.seen.at(-1) ?? {};
      } finally {
        proxy.close();
      }
    };
    const trusted = await through(true);
    expect(trusted['x-forwarded-proto']).toBe('https');
    expect(trusted['x-forwarded-for']).toBe('203.0.113.9');
    const untrusted = await through(false);
    expect(untrusted['x-forwarded-proto']).toBe('http');
    expect(untrusted['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('serves the dashboard itself, with its headers, and logs requests without the key', async () => {
    const log = join(dir, 'proxy-requests.jsonl');
    const app = proxyTo(reference.url, { requestLog: log });
    const page = await app.request('/links');
    expect(await page.text()).toContain('<title>Linkdeck</title>');
    // Images from the instance's origin (its QR images), and from no other.
    expect(page.headers.get('Content-Security-Policy')).toBe(
      dashboardCsp([], [new URL(reference.url).origin]),
    );
    expect((await app.request('/healthz')).status).toBe(200);
    // No public short-link pages here: /s/... is the upstream's business.
    expect(await (await app.request('/s/abc')).text()).toContain('<title>Linkdeck</title>');

    await app.request('/api/qr?page=1&limit=25', bearer(reference.key));
    const text = readFileSync(log, 'utf8');
    expect(JSON.parse(text)).toMatchObject({
      method: 'GET',
      url: '/api/qr?page=1&limit=25',
      status: 200,
    });
    expect(text).not.toContain(reference.key);
  });

  it('keeps a base path of the upstream address', async () => {
    const app = proxyTo(`${stub.url}/links`);
    const paths: string[] = [];
    stub.server.once('request', (req) => paths.push(req.url ?? ''));
    await app.request('/api/qr?page=3');
    expect(paths).toEqual(['/links/api/qr?page=3']);
  });
});
