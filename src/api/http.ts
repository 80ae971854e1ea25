import { z } from 'zod/mini';
import { t } from '../lib/i18n';
import { isRecord } from './envelope';
import {
  ApiError,
  AuthError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ResponseFormatError,
} from './errors';

import {
  createRequestScheduler,
  DEFAULT_WINDOW_MS,
  type Budget,
  type RequestPriority,
  type RequestScheduler,
} from './scheduler';

export type { Page, PageParams } from './envelope';
export type { Budget, RequestPriority } from './scheduler';

export type ApiClientOptions = {
  /** Where the API lives, e.g. `https://go.example.com` (a trailing `/` or `/api` is fine). */
  baseUrl: string;
  apiKey: string;
  /** For tests and special hosts; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Gives up on a request after this long (once it has left the queue); default 15000. */
  timeoutMs?: number;
  /** The queue every request passes; one per app, so the sign-in check and the session share it. */
  scheduler?: RequestScheduler;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The extra options every request function takes. A TanStack query function passes its whole
 * context: its `signal`, and `meta.priority` when the query options set one (the queue's
 * default: a read is for the page opened, a write is the user's own action).
 */
export type CallOptions = { signal?: AbortSignal; meta?: { priority?: RequestPriority } };

export type RequestOptions = CallOptions & {
  method?: HttpMethod;
  /** Undefined and empty-string values are left out of the URL. */
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON. */
  body?: unknown;
};

/** An id or other value placed in a path. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

export interface ApiClient {
  /** The normalised base URL (no trailing `/`, no trailing `/api`). */
  readonly baseUrl: string;
  /** Sends one request and returns the envelope parsed by `schema`, or throws a typed error. */
  request<S extends z.core.$ZodType>(
    schema: S,
    path: string,
    init?: RequestOptions,
  ): Promise<z.output<S>>;
  /** Updated from every response that carries `X-RateLimit-*`; null when none ever did. */
  budget: { get(): Budget | null; subscribe(listener: () => void): () => void };
  readonly scheduler: RequestScheduler;
}

const DEFAULT_TIMEOUT_MS = 15_000;

const AUTH_MESSAGE = [
  /\bapi[\s_-]?key\b.*\b(invalid|missing|expired|required|wrong|incorrect|unknown|revoked|disabled|not (valid|found))\b/i,
  /\b(invalid|missing|expired|wrong|incorrect|unknown|revoked|disabled)\b.*\bapi[\s_-]?key\b/i,
  /\b(unauthori[sz]ed|unauthenticated|not authenticated|authentication (failed|required))\b/i,
];
const NOT_FOUND_MESSAGE = /\bnot found\b|\bdoes(?: not|n['’]t) exist\b|\bno such\b/i;

/** `/api` at the end of the base is dropped: paths already start with `/api`. */
export const normaliseBaseUrl = (baseUrl: string): string =>
  baseUrl
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/api$/i, '');

const buildUrl = (base: string, path: string, query: RequestOptions['query']): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
};

const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : undefined;
};

/** A reset time as a Unix timestamp in ms or s, a number of seconds to wait, or an HTTP date. */
const parseResetAt = (raw: string | null, now: number): number | undefined => {
  if (raw === null) return undefined;
  const n = toNumber(raw);
  if (n === undefined) {
    const date = Date.parse(raw);
    return Number.isNaN(date) ? undefined : date;
  }
  if (n >= 1e12) return n;
  if (n >= 1e9) return n * 1000;
  return now + n * 1000;
};

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
const parseRetryAfter = (raw: unknown, now: number): number | undefined => {
  const n = toNumber(raw);
  if (n !== undefined) return n;
  if (typeof raw !== 'string') return undefined;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : (date - now) / 1000;
};

const isSuccessFlag = (value: unknown): boolean =>
  value === 0 || value === '0' || value === false || value === null;

const isRateLimitFlag = (value: unknown): boolean => value === 429 || value === '429';

const looksLikeHtml = (text: string): boolean => /^\s*</.test(text) || /<html[\s>]/i.test(text);

type Parsed = { ok: true; value: unknown } | { ok: false };
const parseJson = (text: string): Parsed => {
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch {
    return { ok: false };
  }
};

/**
 * Plain words for a body that is not JSON. The app's own words, as every fallback here: they are
 * translated when the error is made; what the server said is kept as it came.
 */
const notDataMessage = (status: number, text: string): string => {
  const values = { status };
  if (text.trim() === '')
    return t(
      {
        defaultMessage:
          'The server sent an empty answer (HTTP {status}). Check the API address and try again.',
        description: 'Error: the API answered with nothing',
      },
      values,
    );
  if (looksLikeHtml(text))
    return status >= 500
      ? t(
          {
            defaultMessage:
              'The server ran into a problem and sent a web page instead of data (HTTP {status}). Try again in a moment.',
            description: 'Error: the API failed and answered with an error web page',
          },
          values,
        )
      : t(
          {
            defaultMessage:
              'The server sent a web page instead of data (HTTP {status}). Check the API address.',
            description: 'Error: the API address answered with a web page (probably not an API)',
          },
          values,
        );
  if (/^\s*[[{]/.test(text))
    return t(
      {
        defaultMessage:
          "The server's answer was cut off or is not valid data (HTTP {status}). Try again.",
        description: 'Error: the API answered with broken data',
      },
      values,
    );
  return t(
    {
      defaultMessage:
        'The server sent text instead of data (HTTP {status}). Check the API address.',
      description: 'Error: the API address answered with plain text (probably not an API)',
    },
    values,
  );
};

/**
 * The first problem of an answer of the wrong shape. The detail in brackets (where, and the
 * validator's words) is for whoever runs the API and stays in English, as the validator's words
 * do; the sentences around it are translated.
 */
const describeIssues = (issues: readonly z.core.$ZodIssue[]): string => {
  const [first] = issues;
  const where = first.path.length > 0 ? `at ${first.path.map(String).join('.')}: ` : '';
  const more = issues.length > 1 ? `, and ${issues.length - 1} more` : '';
  return t(
    {
      defaultMessage:
        "The server's answer was not in the expected form ({detail}). Check that the API address points to a compatible service.",
      description:
        'Error: the API answered with data of the wrong shape; {detail} is a technical detail in English (at data.id: Invalid input…)',
    },
    { detail: `${where}${first.message}${more}` },
  );
};

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = normaliseBaseUrl(options.baseUrl);
  const apiKey = options.apiKey.trim();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const scheduler = options.scheduler ?? createRequestScheduler();

  /** The key must never reach a message, even if a server echoes it back. */
  const redact = (text: string): string =>
    apiKey.length >= 4 ? text.split(apiKey).join('[API key]') : text;

  const readBudget = (headers: Headers, now: number) => {
    const limit = toNumber(headers.get('X-RateLimit-Limit'));
    const remaining = toNumber(headers.get('X-RateLimit-Remaining'));
    if (limit === undefined && remaining === undefined) return;
    const budget = scheduler.budget.get();
    const resetAt =
      parseResetAt(headers.get('X-RateLimit-Reset'), now) ??
      (budget && budget.resetAt > now ? budget.resetAt : now + DEFAULT_WINDOW_MS);
    scheduler.setBudget({
      limit: limit ?? budget?.limit ?? remaining ?? 0,
      remaining: Math.max(0, remaining ?? limit ?? 0),
      resetAt,
    });
  };

  const rateLimited = (response: Response, body: unknown, now: number): RateLimitError => {
    const record = isRecord(body) ? body : {};
    const budget = scheduler.budget.get();
    const fromBudget = budget && budget.resetAt > now ? (budget.resetAt - now) / 1000 : undefined;
    const seconds = Math.max(
      1,
      Math.ceil(
        parseRetryAfter(response.headers.get('Retry-After'), now) ??
          parseRetryAfter(record['Retry-After'] ?? record.retryAfter ?? record.retry_after, now) ??
          fromBudget ??
          DEFAULT_WINDOW_MS / 1000,
      ),
    );
    const resetAt = now + seconds * 1000;
    scheduler.block(resetAt);
    const message = typeof record.message === 'string' ? redact(record.message.trim()) : '';
    return new RateLimitError(
      message ||
        t({
          defaultMessage: 'Too many requests.',
          description: 'Error: the API budget is used up (the API said no more)',
        }),
      {
        status: response.status,
        retryAfterSeconds: seconds,
        resetAt,
      },
    );
  };

  const failure = (status: number, body: Record<string, unknown>, method: HttpMethod): ApiError => {
    const raw =
      typeof body.message === 'string'
        ? body.message
        : typeof body.error === 'string' && toNumber(body.error) === undefined
          ? body.error
          : '';
    const message = redact(raw.trim());
    const fields: Record<string, string> = {};
    if (isRecord(body.fields))
      for (const [key, value] of Object.entries(body.fields))
        if (typeof value === 'string') fields[key] = redact(value);
    const hasFields = Object.keys(fields).length > 0;

    if (status === 401 || status === 403 || AUTH_MESSAGE.some((re) => re.test(message)))
      return new AuthError(
        message ||
          t({
            defaultMessage: 'The server did not accept the API key.',
            description: 'Error: the API refused the API key (HTTP 401/403) without saying why',
          }),
        { status },
      );
    // Real instances answer an unknown id with HTTP 200; a create form's refusal is no 404.
    const saysNotFound = method !== 'POST' && !hasFields && NOT_FOUND_MESSAGE.test(message);
    if (status === 404 || saysNotFound)
      return new NotFoundError(
        message ||
          t({
            defaultMessage: 'This item was not found.',
            description: 'Error: the API said a link, campaign, QR code… does not exist',
          }),
        { status },
      );
    const fallback = () =>
      status >= 500
        ? t(
            {
              defaultMessage: 'The server ran into a problem (HTTP {status}).',
              description: 'Error: the API failed without saying why',
            },
            { status },
          )
        : t(
            {
              defaultMessage: 'The server refused the request (HTTP {status}).',
              description: 'Error: the API refused a request without saying why',
            },
            { status },
          );
    return new ApiError(message || fallback(), { status, fields });
  };

  const interpret = <S extends z.core.$ZodType>(
    schema: S,
    response: Response,
    text: string,
    now: number,
    method: HttpMethod,
  ): z.output<S> => {
    const { status } = response;
    let parsed = parseJson(text);
    if (!parsed.ok && response.ok && text.trim() === '') parsed = { ok: true, value: {} };

    if (
      status === 429 ||
      (parsed.ok && isRecord(parsed.value) && isRateLimitFlag(parsed.value.error))
    )
      throw rateLimited(response, parsed.ok ? parsed.value : undefined, now);

    if (!parsed.ok) {
      if (status === 401 || status === 403)
        throw new AuthError(
          t(
            {
              defaultMessage: 'The server did not accept the API key (HTTP {status}).',
              description: 'Error: the API refused the API key and sent no details',
            },
            { status },
          ),
          { status },
        );
      if (status === 404)
        throw new NotFoundError(
          t({
            defaultMessage: 'The server has no page at this address (HTTP 404).',
            description: 'Error: the API address answered "not found" with no data',
          }),
          { status, isWebPage: true },
        );
      throw new ResponseFormatError(notDataMessage(status, text), { status });
    }

    const body = parsed.value;
    if (!isRecord(body))
      throw new ResponseFormatError(
        t(
          {
            defaultMessage:
              "The server's answer was not in the expected form (HTTP {status}). Check the API address.",
            description: 'Error: the API answered with data that is not an object',
          },
          { status },
        ),
        { status },
      );
    if (!response.ok || ('error' in body && !isSuccessFlag(body.error)))
      throw failure(status, body, method);

    const result = z.safeParse(schema, body);
    if (!result.success)
      throw new ResponseFormatError(redact(describeIssues(result.error.issues)), { status });
    return result.data;
  };

  async function request<S extends z.core.$ZodType>(
    schema: S,
    path: string,
    init: RequestOptions = {},
  ): Promise<z.output<S>> {
    const callerSignal = init.signal;
    if (callerSignal?.aborted) throw abortReason(callerSignal);
    // fetch would reject such a header with a confusing "network" error.
    if (!/^[\x21-\x7E]+$/.test(apiKey))
      throw new AuthError(
        t({
          defaultMessage: 'The API key is empty or contains characters that are not allowed.',
          description: 'Error: the API key typed at sign-in cannot be sent (spaces, accents…)',
        }),
        { status: 0 },
      );
    const method = init.method ?? 'GET';
    const priority = init.meta?.priority ?? (method === 'GET' ? 'page' : 'user');
    return scheduler.run(priority, () => send(schema, path, init, method), callerSignal);
  }

  async function send<S extends z.core.$ZodType>(
    schema: S,
    path: string,
    init: RequestOptions,
    method: HttpMethod,
  ): Promise<z.output<S>> {
    const callerSignal = init.signal;

    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${apiKey}`,
    };
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    // Settle as soon as either signal fires, even if a fetch implementation ignores its signal.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(new Error('aborted')), {
        once: true,
      });
    });
    aborted.catch(() => undefined);

    let response: Response;
    let text: string;
    let now: number;
    try {
      response = await Promise.race([
        doFetch(buildUrl(baseUrl, path, init.query), {
          method,
          headers,
          body,
          signal: controller.signal,
          // The query cache decides freshness; the browser's HTTP cache must not serve stale data.
          cache: 'no-store',
        }),
        aborted,
      ]);
      now = Date.now();
      readBudget(response.headers, now);
      text = await Promise.race([response.text(), aborted]);
    } catch (error) {
      if (callerSignal?.aborted) throw abortReason(callerSignal);
      if (timedOut) throw new NetworkError('timeout');
      throw new NetworkError('offline', { cause: error });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
    return interpret(schema, response, text, now, method);
  }

  return { baseUrl, request, budget: scheduler.budget, scheduler };
}
