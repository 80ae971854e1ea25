import { existsSync, readFileSync } from 'node:fs';
import { expect, type BrowserContext, type Request } from '@playwright/test';

/**
 * Reads and scores the server's request log (`REQUEST_LOG=<file>`: one JSON line per `/api`
 * request, `{"t": <epoch ms>, "method": "GET", "url": "/api/qr?page=1", "status": 200}`).
 */
export interface LoggedRequest {
  t: number;
  method: string;
  url: string;
  status: number;
}

/** How long the dashboard treats fetched data as fresh (staleTime in src/app/query-client.ts). */
export const FRESH_MS = 5 * 60_000;
/** The API's budget is counted per minute. */
export const WINDOW_MS = 60_000;

export interface RequestBudget {
  total: number;
  /** Requests the server refused with 429 (they were received, so they count in `total`). */
  refused: number;
  duplicateGets: number;
  maxPerMinute: number;
  /** Start of the busiest 60-second window, in ms after the first request. */
  busiestWindowStartMs: number;
  durationMs: number;
  byMethod: Record<string, number>;
  duplicates: LoggedRequest[];
}

export const readRequestLog = (path: string): LoggedRequest[] =>
  existsSync(path)
    ? readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as LoggedRequest)
        // Only the API counts against the budget (the log may also hold dashboard files).
        .filter((request) => request.url.startsWith('/api/'))
    : [];

const isSuccess = (status: number) => status >= 200 && status < 400;

/**
 * The rules, kept simple on purpose:
 * - A GET is a duplicate when the same URL (path and query, exactly) was answered successfully
 *   less than FRESH_MS earlier and no successful POST/PUT/DELETE came in between (any write may
 *   have changed it). A GET that failed (a 429, a 500) made nothing fresh, so retrying it is not
 *   a duplicate.
 * - The per-minute figure is the most requests received in any sliding 60-second window,
 *   refused ones included: it is what the key's budget had to absorb.
 */
export const scoreRequests = (log: LoggedRequest[]): RequestBudget => {
  const requests = [...log].sort((a, b) => a.t - b.t);
  const freshSince = new Map<string, number>();
  const duplicates: LoggedRequest[] = [];
  const byMethod: Record<string, number> = {};
  for (const request of requests) {
    byMethod[request.method] = (byMethod[request.method] ?? 0) + 1;
    if (request.method === 'GET') {
      const since = freshSince.get(request.url);
      if (since !== undefined && request.t - since < FRESH_MS) duplicates.push(request);
      if (isSuccess(request.status)) freshSince.set(request.url, request.t);
    } else if (isSuccess(request.status)) {
      freshSince.clear();
    }
  }

  let maxPerMinute = 0;
  let busiestStart = requests[0]?.t ?? 0;
  for (let first = 0, last = 0; first < requests.length; first++) {
    while (last < requests.length && requests[last].t < requests[first].t + WINDOW_MS) last++;
    if (last - first > maxPerMinute) {
      maxPerMinute = last - first;
      busiestStart = requests[first].t;
    }
  }

  const start = requests[0]?.t ?? 0;
  return {
    total: requests.length,
    refused: requests.filter((r) => r.status === 429).length,
    duplicateGets: duplicates.length,
    maxPerMinute,
    busiestWindowStartMs: busiestStart - start,
    durationMs: (requests.at(-1)?.t ?? start) - start,
    byMethod,
    duplicates,
  };
};

/**
 * The /api requests a browser context sends, as the browser sees them. `settled()` waits until
 * none is in flight and none has started or ended for `quietMs`: the server logs a request before
 * it answers, so a count read from its log afterwards includes every one of them.
 */
export const watchApiRequests = (context: BrowserContext, quietMs = 750) => {
  const inFlight = new Set<Request>();
  let sent = 0;
  let answered = 0;
  let lastActivity = Date.now();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  context.on('request', (request) => {
    if (!isApi(request)) return;
    inFlight.add(request);
    sent++;
    lastActivity = Date.now();
  });
  const finish = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  context.on('requestfinished', (request) => {
    if (inFlight.has(request)) answered++;
    finish(request);
  });
  context.on('requestfailed', finish);
  return {
    /** API requests the browser has sent so far (some may have been cancelled on the way). */
    sent: () => sent,
    /** API requests the browser has had an answer to: each one is in the server's log. */
    answered: () => answered,
    settled: () =>
      expect
        .poll(() => inFlight.size === 0 && Date.now() - lastActivity >= quietMs, {
          message: 'API requests are still in flight',
          timeout: 75_000,
        })
        .toBe(true),
  };
};
