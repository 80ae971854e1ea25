import { describe, expect, it } from 'vitest';
import { revokeKeys } from './db/api-keys-repository';
import { oneUser, setUp } from './test-helpers';

describe('authentication', () => {
  it('rejects a request without a key, saying the key is missing', async () => {
    const { call } = setUp();
    const res = await call(null, 'GET', '/api/account');
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: 1, message: expect.stringMatching(/Missing API key/) });
  });

  it('rejects a header that is not "Bearer <key>"', async () => {
    const { call, addUser } = setUp();
    const { key } = addUser();
    const res = await call(null, 'GET', '/api/account', undefined, {
      Authorization: `Basic ${key}`,
    });
    expect(res.status).toBe(401);
    expect(res.json.message).toMatch(/Bearer/);
  });

  it('rejects an unknown key, saying it is unknown', async () => {
    const { call } = setUp();
    const res = await call('0'.repeat(40), 'GET', '/api/account');
    expect(res.status).toBe(401);
    expect(res.json.message).toMatch(/Unknown API key/);
  });

  it('rejects an expired key, saying when it expired', async () => {
    const { call, addUser } = setUp();
    const { key } = addUser('old@example.com', 0);
    const res = await call(key, 'GET', '/api/account');
    expect(res.status).toBe(401);
    expect(res.json.message).toMatch(/expired on \d{4}-\d{2}-\d{2}/);
  });

  it('accepts a key with a future expiry and stops accepting it once revoked', async () => {
    const { call, addUser, db } = setUp();
    const { id, key } = addUser('soon@example.com', 30);
    expect((await call(key, 'GET', '/api/account')).status).toBe(200);
    revokeKeys(db, id);
    const res = await call(key, 'GET', '/api/account');
    expect(res.status).toBe(401);
    expect(res.json.message).toMatch(/revoked/);
  });

  it('needs no key for the health check', async () => {
    const { call } = setUp();
    const res = await call(null, 'GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
  });
});

describe('rate limit', () => {
  it('counts down per key, never below 0, then answers 429 with Retry-After', async () => {
    const { user } = setUp({ rateLimitPerMinute: 3 });
    const a = user();
    const b = user();
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await a.call('GET', '/api/account');
      expect(res.status).toBe(200);
      expect(res.headers.get('X-RateLimit-Limit')).toBe('3');
      remaining.push(res.headers.get('X-RateLimit-Remaining') as string);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const over = await a.call('GET', '/api/account');
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ error: 1, message: expect.stringMatching(/Too many requests/) });
    expect(over.headers.get('X-RateLimit-Remaining')).toBe('0');
    const reset = Number(over.headers.get('X-RateLimit-Reset'));
    const retry = Number(over.headers.get('Retry-After'));
    expect(reset).toBeGreaterThan(Date.now() / 1000);
    expect(reset).toBeLessThanOrEqual(Date.now() / 1000 + 60);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    // Another key has its own window.
    expect((await b.call('GET', '/api/account')).status).toBe(200);
  });

  it('sends the headers on failures of authenticated requests too', async () => {
    const { user } = setUp();
    const res = await user().call('GET', '/api/qr/12345');
    expect(res.status).toBe(404);
    expect(res.headers.get('X-RateLimit-Remaining')).not.toBeNull();
  });
});

describe('CORS', () => {
  it('answers a preflight without a key', async () => {
    const { app } = setUp();
    const res = await app.request('/api/qr/add', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://dash.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Headers')).toMatch(/Authorization/);
    expect(res.headers.get('Access-Control-Allow-Methods')).toMatch(/PUT/);
  });

  it('exposes the rate-limit headers to scripts', async () => {
    const { user } = setUp();
    const res = await user().call('GET', '/api/account', undefined, {
      Origin: 'https://dash.example',
    });
    expect(res.headers.get('Access-Control-Expose-Headers')).toMatch(/X-RateLimit-Remaining/);
    expect(res.headers.get('Access-Control-Expose-Headers')).toMatch(/Retry-After/);
  });

  it('allows only the listed origins when CORS_ORIGINS is set', async () => {
    const { user } = setUp({ corsOrigins: ['https://ok.example'] });
    const a = user();
    const ok = await a.call('GET', '/api/account', undefined, { Origin: 'https://ok.example' });
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe('https://ok.example');
    expect(ok.headers.get('Vary')).toBe('Origin');
    const other = await a.call('GET', '/api/account', undefined, {
      Origin: 'https://evil.example',
    });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('bad requests', () => {
  it('answers 413 for a body over 64 KB, by header or by content', async () => {
    const { user, db, app } = setUp();
    const a = user();
    const big = JSON.stringify({ name: 'x'.repeat(70 * 1024) });
    const res = await a.call('POST', '/api/channel/add', big);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ error: 1, message: expect.stringMatching(/64 KB/) });
    // A streamed body without Content-Length is cut off while reading.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await app.request('/api/channel/add', {
      method: 'POST',
      headers: { Authorization: `Bearer ${a.key}`, 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(db.prepare('SELECT COUNT(*) FROM channels').pluck().get()).toBe(0);
  });

  it('answers 400 for malformed JSON and for JSON that is not an object', async () => {
    const a = oneUser();
    const broken = await a.call('POST', '/api/channel/add', '{"name": ');
    expect(broken.status).toBe(400);
    expect(broken.json.message).toMatch(/not valid JSON/);
    for (const body of ['[1,2]', '"text"', '42', 'null']) {
      const res = await a.call('POST', '/api/channel/add', body);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/JSON object/);
    }
  });

  it('answers 415 for a body that is not sent as JSON', async () => {
    const { user } = setUp();
    const res = await user().call('POST', '/api/channel/add', 'name=x', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(res.json.message).toMatch(/Content-Type: application\/json/);
  });

  it('answers 405 with Allow for a wrong method on a known path', async () => {
    const { user } = setUp();
    const res = await user().call('DELETE', '/api/qr');
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET');
    expect(res.json).toEqual({ error: 1, message: expect.stringMatching(/Use GET/) });
    const put = await user().call('GET', '/api/domain/3/update');
    expect(put.status).toBe(405);
    expect(put.headers.get('Allow')).toBe('PUT');
  });

  it('answers an API path with a trailing slash as without it', async () => {
    const { user } = setUp();
    const u = user();
    const list = await u.call('GET', '/api/qr/');
    expect(list.status).toBe(200);
    const wrong = await u.call('DELETE', '/api/qr/');
    expect(wrong.status).toBe(405);
    expect(wrong.json.message).toMatch(/Use GET\.$/);
    expect(wrong.json.message).not.toMatch(/^GET/);
  });

  it('answers 404 in the envelope for an unknown API route', async () => {
    const { user } = setUp();
    const res = await user().call('GET', '/api/nothing/here');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 1, message: expect.stringMatching(/no API endpoint/) });
  });

  it('answers 400 for ids that are not positive whole numbers', async () => {
    const a = oneUser();
    for (const id of ['abc', '1.5', '-3', '0', '1e3', '99999999999999999999', '%20']) {
      const res = await a.call('GET', `/api/qr/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.json.error).toBe(1);
      expect(typeof res.json.message).toBe('string');
    }
  });

  it('rejects unknown query parameters and bad pagination', async () => {
    const a = oneUser();
    expect((await a.call('GET', '/api/qr?limit=0')).json.message).toBe('limit must be at least 1.');
    expect((await a.call('GET', '/api/qr?limit=101')).json.message).toMatch(/at most 100/);
    expect((await a.call('GET', '/api/qr?page=x')).status).toBe(400);
    const unknown = await a.call('GET', '/api/qr?sort=1');
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('Unknown query parameter "sort": remove it.');
  });
});
