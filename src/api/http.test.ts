import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  ApiError,
  AuthError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ResponseFormatError,
  describeError,
  isAbortError,
} from './errors';
import { createApiClient, normaliseBaseUrl } from './http';
import { fakeFetch, hangingFetch, htmlPage, json } from './testing';

const KEY = 'sk_live_0123456789abcdef';
const anything = z.object({ message: z.optional(z.string()) });

const setUp = (...replies: Parameters<typeof fakeFetch>) => {
  const fake = fakeFetch(...replies);
  const client = createApiClient({
    baseUrl: 'https://go.example.com/',
    apiKey: KEY,
    fetch: fake.fetch,
  });
  return { client, calls: fake.calls };
};

/** The rejection of a request, for assertions on its type and fields. */
const failureOf = async (promise: Promise<unknown>): Promise<Error> => {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the request to fail');
};

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiClient: the request', () => {
  it('sends the Bearer key and JSON headers, and no body headers on a GET', async () => {
    const { client, calls } = setUp(json({ error: 0 }));
    await client.request(anything, '/api/account');
    expect(calls[0].url).toBe('https://go.example.com/api/account');
    expect(calls[0].method).toBe('GET');
    expect(calls[0].headers.get('Authorization')).toBe(`Bearer ${KEY}`);
    expect(calls[0].headers.get('Accept')).toBe('application/json');
    expect(calls[0].headers.has('Content-Type')).toBe(false);
  });

  it('sends a JSON body with its content type', async () => {
    const { client, calls } = setUp(json({ error: 0, message: 'Done' }));
    await client.request(anything, '/api/domain/add', {
      method: 'POST',
      body: { domain: 'https://go.example.com' },
    });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(calls[0].body).toEqual({ domain: 'https://go.example.com' });
  });

  it('builds the query and leaves out empty values; never puts the key in the URL', async () => {
    const { client, calls } = setUp(json({ error: 0 }));
    await client.request(anything, 'api/urls', {
      query: { page: 2, limit: 25, q: '', order: undefined },
    });
    expect(calls[0].url).toBe('https://go.example.com/api/urls?page=2&limit=25');
    expect(calls[0].url).not.toContain(KEY);
  });

  it.each([
    ['https://go.example.com', 'https://go.example.com'],
    ['https://go.example.com///', 'https://go.example.com'],
    [' https://go.example.com/api/ ', 'https://go.example.com'],
    ['https://example.com/short', 'https://example.com/short'],
    ['', ''],
  ])('normalises the base URL %j', (input, expected) => {
    expect(normaliseBaseUrl(input)).toBe(expected);
    expect(createApiClient({ baseUrl: input, apiKey: KEY }).baseUrl).toBe(expected);
  });

  it('refuses a key that cannot be sent in a header, without calling the server', async () => {
    const fake = fakeFetch(json({ error: 0 }));
    const client = createApiClient({ baseUrl: '', apiKey: 'bad key é', fetch: fake.fetch });
    const error = await failureOf(client.request(anything, '/api/account'));
    expect(error).toBeInstanceOf(AuthError);
    expect(fake.calls).toHaveLength(0);
  });
});

describe('createApiClient: success', () => {
  it.each([0, '0', false])(
    'treats error %j as success and returns the parsed body',
    async (flag) => {
      const { client } = setUp(json({ error: flag, message: 'Saved', extra: 'ignored' }));
      await expect(client.request(anything, '/api/x')).resolves.toEqual({ message: 'Saved' });
    },
  );

  it('treats an empty 2xx body as an empty success', async () => {
    const { client } = setUp(new Response(null, { status: 204 }));
    await expect(client.request(anything, '/api/x', { method: 'DELETE' })).resolves.toEqual({});
  });
});

describe('createApiClient: failures from the server', () => {
  it.each([1, true, '1'])('turns error %j into an ApiError with the message', async (flag) => {
    const { client } = setUp(json({ error: flag, message: 'Invalid URL format.' }));
    const error = await failureOf(client.request(anything, '/api/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(NotFoundError);
    expect(error.message).toBe('Invalid URL format.');
    expect((error as ApiError).status).toBe(200);
  });

  it("keeps our server's field messages", async () => {
    const { client } = setUp(
      json(
        {
          error: 1,
          message: 'Some fields are not valid.',
          fields: { domain: 'Domain is required.', 'data.pass': 'Too short.', junk: 3 },
        },
        { status: 400 },
      ),
    );
    const error = (await failureOf(client.request(anything, '/api/x'))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ domain: 'Domain is required.', 'data.pass': 'Too short.' });
  });

  it('gives a message when the server sends none', async () => {
    const { client } = setUp(json({ error: 1 }, { status: 500 }));
    const error = (await failureOf(client.request(anything, '/api/x'))) as ApiError;
    expect(error.message).toBe('The server ran into a problem (HTTP 500).');
    expect(error.fields).toBeUndefined();
  });

  it.each([401, 403])('turns HTTP %i into an AuthError', async (status) => {
    const { client } = setUp(json({ error: 1, message: 'Invalid API key.' }, { status }));
    const error = (await failureOf(client.request(anything, '/api/account'))) as AuthError;
    expect(error).toBeInstanceOf(AuthError);
    expect(error.status).toBe(status);
    expect(error.message).toBe('Invalid API key.');
  });

  it('turns an HTTP 403 web page into an AuthError', async () => {
    const { client } = setUp(htmlPage(403));
    expect(await failureOf(client.request(anything, '/api/account'))).toBeInstanceOf(AuthError);
  });

  it('turns an API-key message on HTTP 200 into an AuthError', async () => {
    const { client } = setUp(json({ error: true, message: 'A valid API key is required.' }));
    expect(await failureOf(client.request(anything, '/api/account'))).toBeInstanceOf(AuthError);
  });

  it('turns a 404 JSON answer into a NotFoundError', async () => {
    const { client } = setUp(json({ error: 1, message: 'QR code not found.' }, { status: 404 }));
    const error = (await failureOf(client.request(anything, '/api/qr/9'))) as NotFoundError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.isWebPage).toBe(false);
    expect(error.message).toBe('QR code not found.');
  });

  it('turns a "does not exist" message on HTTP 200 into a NotFoundError', async () => {
    const { client } = setUp(json({ error: 1, message: 'This link does not exist.' }));
    expect(await failureOf(client.request(anything, '/api/url/9'))).toBeInstanceOf(NotFoundError);
  });

  it('does not read "not found" in the refusal of a create as a NotFoundError', async () => {
    const { client } = setUp(json({ error: 1, message: 'Domain not found in DNS.' }));
    const error = await failureOf(client.request(anything, '/api/domain/add', { method: 'POST' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(NotFoundError);
  });

  it('turns an HTML 404 page into a NotFoundError that points at the address', async () => {
    const { client } = setUp(htmlPage(404));
    const error = (await failureOf(client.request(anything, '/api/nope'))) as NotFoundError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.isWebPage).toBe(true);
    expect(error.status).toBe(404);
    expect(describeError(error)).toMatch(/Check the API address/);
  });
});

describe('createApiClient: answers that are not data', () => {
  it('turns an HTML 405 page into a ResponseFormatError in plain words', async () => {
    const { client } = setUp(htmlPage(405));
    const error = (await failureOf(client.request(anything, '/api/x'))) as ResponseFormatError;
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect(error.status).toBe(405);
    expect(error.message).toBe(
      'The server sent a web page instead of data (HTTP 405). Check the API address.',
    );
  });

  it('says a 500 web page is a server problem', async () => {
    const { client } = setUp(htmlPage(502));
    const error = await failureOf(client.request(anything, '/api/x'));
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect(error.message).toMatch(/ran into a problem .*HTTP 502.*Try again/);
  });

  it('reports the dashboard page itself (SPA fallback, HTTP 200) as a web page', async () => {
    const { client } = setUp(htmlPage(200));
    const error = await failureOf(client.request(anything, '/api/account'));
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect(error.message).toMatch(/web page instead of data \(HTTP 200\)/);
  });

  it('reports truncated JSON', async () => {
    const { client } = setUp(
      new Response('{"error":0,"data":{"qrs":[{"id":1', {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const error = await failureOf(client.request(anything, '/api/qr'));
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect(error.message).toMatch(/cut off or is not valid data/);
  });

  it('reports plain text and empty error bodies', async () => {
    const text = setUp(new Response('Bad Gateway', { status: 400 }));
    expect((await failureOf(text.client.request(anything, '/api/x'))).message).toMatch(
      /sent text instead of data \(HTTP 400\)/,
    );
    const empty = setUp(new Response('', { status: 500 }));
    expect((await failureOf(empty.client.request(anything, '/api/x'))).message).toMatch(
      /empty answer \(HTTP 500\)/,
    );
  });

  it('reports JSON that is not an object', async () => {
    const { client } = setUp(json([1, 2, 3]));
    expect(await failureOf(client.request(anything, '/api/x'))).toBeInstanceOf(ResponseFormatError);
  });

  it('reports a schema mismatch with where it happened', async () => {
    const { client } = setUp(json({ error: 0, data: { id: 'twelve' } }));
    const schema = z.object({ data: z.object({ id: z.number() }) });
    const error = await failureOf(client.request(schema, '/api/account'));
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect(error.message).toMatch(/not in the expected form \(at data\.id: /);
  });
});

describe('createApiClient: rate limits', () => {
  it('turns HTTP 429 with a Retry-After header into a RateLimitError', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    const { client } = setUp(
      json({ error: 1, message: 'Slow down.' }, { status: 429, headers: { 'Retry-After': '42' } }),
    );
    const error = (await failureOf(client.request(anything, '/api/x'))) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(42);
    expect(error.resetAt).toBe(Date.now() + 42_000);
    expect(error.message).toBe('Slow down.');
  });

  it('reads a Retry-After header given as an HTTP date, on a non-JSON 429', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    const { client } = setUp(
      new Response('Too Many Requests', {
        status: 429,
        headers: { 'Retry-After': 'Wed, 01 Jan 2025 00:00:30 GMT' },
      }),
    );
    const error = (await failureOf(client.request(anything, '/api/x'))) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.retryAfterSeconds).toBe(30);
  });

  it('turns HTTP 200 with {error: 429, "Retry-After": n} into a RateLimitError', async () => {
    const { client } = setUp(
      json({ error: 429, message: 'Too Many API Requests.', 'Retry-After': 17 }),
    );
    const error = (await failureOf(client.request(anything, '/api/x'))) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.status).toBe(200);
    expect(error.retryAfterSeconds).toBe(17);
    expect(describeError(error)).toBe(
      'Too many requests for this API key. Wait 17 seconds, then try again.',
    );
  });

  it('falls back to the budget reset time, then to one minute', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    const reset = String(Date.now() / 1000 + 25);
    const withBudget = setUp(
      json(
        { error: 429 },
        {
          headers: {
            'X-RateLimit-Limit': '30',
            'X-RateLimit-Remaining': '0',
            'X-RateLimit-Reset': reset,
          },
        },
      ),
    );
    const first = (await failureOf(withBudget.client.request(anything, '/x'))) as RateLimitError;
    expect(first.retryAfterSeconds).toBe(25);
    const bare = setUp(json({ error: '429' }));
    const second = (await failureOf(bare.client.request(anything, '/x'))) as RateLimitError;
    expect(second.retryAfterSeconds).toBe(60);
  });

  it('marks the budget as used up when the limit is hit', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    const { client } = setUp(
      json({ error: 0 }, { headers: { 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '1' } }),
      json({ error: 429, 'Retry-After': 50 }),
    );
    await client.request(anything, '/x');
    expect(client.budget.get()?.remaining).toBe(1);
    await failureOf(client.request(anything, '/x'));
    expect(client.budget.get()).toEqual({
      limit: 30,
      remaining: 0,
      resetAt: Date.now() + 60_000,
    });
  });
});

describe('createApiClient: the budget', () => {
  const budgetHeaders = (remaining: number, reset: string) => ({
    'X-RateLimit-Limit': '30',
    'X-RateLimit-Remaining': String(remaining),
    'X-RateLimit-Reset': reset,
  });

  it('reads X-RateLimit-* on success, with the reset in Unix seconds', async () => {
    const { client } = setUp(json({ error: 0 }, { headers: budgetHeaders(29, '1735689660') }));
    expect(client.budget.get()).toBeNull();
    await client.request(anything, '/x');
    expect(client.budget.get()).toEqual({ limit: 30, remaining: 29, resetAt: 1735689660000 });
  });

  it('reads them on error responses too, and notifies subscribers only on change', async () => {
    const { client } = setUp(
      json({ error: 1, message: 'No.' }, { headers: budgetHeaders(10, '1735689660') }),
      htmlPage(404, budgetHeaders(9, '1735689660')),
      htmlPage(404, budgetHeaders(9, '1735689660')),
    );
    const listener = vi.fn();
    const unsubscribe = client.budget.subscribe(listener);
    await failureOf(client.request(anything, '/x'));
    expect(client.budget.get()?.remaining).toBe(10);
    await failureOf(client.request(anything, '/x'));
    const snapshot = client.budget.get();
    expect(snapshot?.remaining).toBe(9);
    await failureOf(client.request(anything, '/x'));
    expect(client.budget.get()).toBe(snapshot);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('accepts a reset in ms, or as seconds to wait, and clamps remaining at 0', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    const { client } = setUp(
      json({ error: 0 }, { headers: budgetHeaders(3, '1735689720000') }),
      json({ error: 0 }, { headers: budgetHeaders(-1, '45') }),
    );
    await client.request(anything, '/x');
    expect(client.budget.get()?.resetAt).toBe(1735689720000);
    await client.request(anything, '/x');
    expect(client.budget.get()).toEqual({ limit: 30, remaining: 0, resetAt: Date.now() + 45_000 });
  });

  it('stays null when the instance sends no rate-limit headers (unlimited plan)', async () => {
    const { client } = setUp(json({ error: 0 }));
    const listener = vi.fn();
    client.budget.subscribe(listener);
    await client.request(anything, '/x');
    expect(client.budget.get()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('createApiClient: network, timeout and cancel', () => {
  it('turns a rejected fetch into NetworkError offline', async () => {
    const { client } = setUp(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await failureOf(client.request(anything, '/x'))) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.reason).toBe('offline');
    expect(describeError(error)).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
  });

  it('turns a body that breaks off into NetworkError offline', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"error":0'));
        controller.error(new TypeError('terminated'));
      },
    });
    const { client } = setUp(() => new Response(stream));
    const error = (await failureOf(client.request(anything, '/x'))) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.reason).toBe('offline');
  });

  it('gives up after timeoutMs with NetworkError timeout (fake timers)', async () => {
    vi.useFakeTimers();
    const client = createApiClient({ baseUrl: '', apiKey: KEY, fetch: hangingFetch() });
    let settled = false;
    const pending = failureOf(client.request(anything, '/x')).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.reason).toBe('timeout');
  });

  it('times out even when the fetch ignores its signal', async () => {
    const ignoring = (() => new Promise<Response>(() => undefined)) as typeof fetch;
    const client = createApiClient({ baseUrl: '', apiKey: KEY, fetch: ignoring, timeoutMs: 20 });
    const error = (await failureOf(client.request(anything, '/x'))) as NetworkError;
    expect(error.reason).toBe('timeout');
  });

  it("passes the caller's abort through as an AbortError", async () => {
    const client = createApiClient({ baseUrl: '', apiKey: KEY, fetch: hangingFetch() });
    const controller = new AbortController();
    const pending = failureOf(client.request(anything, '/x', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error.name).toBe('AbortError');
    expect(isAbortError(error)).toBe(true);
  });

  it('rejects at once with AbortError when the signal is already aborted', async () => {
    const { client, calls } = setUp(json({ error: 0 }));
    const error = await failureOf(client.request(anything, '/x', { signal: AbortSignal.abort() }));
    expect(error.name).toBe('AbortError');
    expect(calls).toHaveLength(0);
  });
});

describe('createApiClient: the key stays secret', () => {
  it('never puts the key in an error message, even when the server echoes it', async () => {
    const replies = [
      json({ error: 1, message: `Key ${KEY} is not valid here.` }),
      json({ error: 1, message: `Bad ${KEY}`, fields: { domain: `no ${KEY}` } }, { status: 400 }),
      json({ error: 1, message: `Invalid API key ${KEY}` }, { status: 403 }),
      json({ error: 429, message: `Slow ${KEY}`, 'Retry-After': 1 }),
      htmlPage(404),
      htmlPage(405),
      json({ error: 0, data: { id: KEY } }),
    ];
    const schema = z.object({ data: z.object({ id: z.number() }) });
    for (const reply of replies) {
      const { client } = setUp(reply);
      const error = await failureOf(client.request(schema, '/x'));
      expect(error.message).not.toContain(KEY);
      expect(describeError(error)).not.toContain(KEY);
      expect(JSON.stringify((error as ApiError).fields ?? {})).not.toContain(KEY);
    }
    const offline = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(offline.client.request(schema, '/x'));
    expect(error.message).not.toContain(KEY);
  });
});
