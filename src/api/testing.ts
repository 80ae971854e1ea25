import { createApiClient } from './http';

/**
 * A fake `fetch` for tests: the network is mocked only at the HTTP boundary, with real
 * `Response` objects. Usable from API and component tests alike (no test-runner imports).
 */

export type FakeCall = {
  url: string;
  method: string;
  headers: Headers;
  /** The parsed JSON body, or undefined when none was sent. */
  body: unknown;
  signal: AbortSignal | undefined;
};

export type FakeReply = Response | ((call: FakeCall) => Response | Promise<Response>);

/** Answers calls with `replies` in order (the last one repeats) and records every call. */
export function fakeFetch(...replies: FakeReply[]) {
  const calls: FakeCall[] = [];
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call: FakeCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    return new Promise<Response>((resolve, reject) => {
      const { signal } = call;
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      Promise.resolve()
        .then(() => (typeof reply === 'function' ? reply(call) : reply.clone()))
        .then(resolve, reject);
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** A JSON response; `headers` are added to `Content-Type: application/json`. */
export const json = (body: unknown, init: { status?: number; headers?: HeadersInit } = {}) =>
  new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: {
      'Content-Type': 'application/json',
      ...Object.fromEntries(new Headers(init.headers)),
    },
  });

/**
 * One page of a list in the contract's envelope (`data.urls`, `data.campaigns`, …): by default
 * the first and only page, 100 rows a page, holding `items`.
 */
export const listReply = (
  key: string,
  items: unknown[],
  { perpage = 100, result = items.length, maxpage = 1 } = {},
  init: { status?: number; headers?: HeadersInit } = {},
) =>
  json(
    {
      error: 0,
      data: { result, perpage, currentpage: 1, nextpage: null, maxpage, [key]: items },
    },
    init,
  );

/** An HTML error page, as real instances send for unknown routes. */
export const htmlPage = (status: number, headers: HeadersInit = {}) =>
  new Response(
    `<!DOCTYPE html><html><head><title>${status}</title></head><body><h1>Error ${status}</h1></body></html>`,
    {
      status,
      headers: {
        'Content-Type': 'text/html; charset=UTF-8',
        ...Object.fromEntries(new Headers(headers)),
      },
    },
  );

/** A fetch that never answers (until its signal aborts): for timeout and cancel tests. */
export const hangingFetch = (): typeof globalThis.fetch =>
  ((_input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
    })) as typeof globalThis.fetch;

/** JSON written by hand, for forms JSON.stringify cannot produce (`1.0`). */
export const rawJson = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

export const TEST_API_KEY = 'test-key-0123456789';

/** A client on a fake fetch: `{client, calls}`. */
export const fakeClient = (...replies: FakeReply[]) => {
  const fake = fakeFetch(...replies);
  const client = createApiClient({
    baseUrl: 'https://go.example.com',
    apiKey: TEST_API_KEY,
    fetch: fake.fetch,
  });
  return { client, calls: fake.calls };
};
