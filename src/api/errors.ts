import { t } from '../lib/i18n';

/**
 * Every way a request can fail, as a typed value. The HTTP layer throws these and never shows
 * UI or redirects; pages tell them apart with the type guards and word them with describeError.
 * The app's own words are translated when an error is made or described (in the language active
 * then); a message from the API is shown as it came.
 */

type ApiErrorOptions = {
  status: number;
  fields?: Record<string, string>;
  cause?: unknown;
};

/** The server answered with `error: 1` / `error: true` (or an HTTP error status with JSON). */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The HTTP status of the response (real instances answer most failures with 200). */
  readonly status: number;
  /** Per-field messages from our server's 400 answers, keyed by input path (`data.pass`). */
  readonly fields?: Record<string, string>;

  constructor(message: string, options: ApiErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    if (options.fields && Object.keys(options.fields).length > 0) this.fields = options.fields;
  }
}

/** The key is missing, wrong, expired or not allowed here (401/403, or an auth message). */
export class AuthError extends ApiError {
  override name = 'AuthError';
}

/** A 404 JSON answer or a "not found" message; `isWebPage` when it was an HTML 404 page. */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
  /** True when the server sent an HTML 404 page: the API address is probably wrong. */
  readonly isWebPage: boolean;

  constructor(message: string, options: ApiErrorOptions & { isWebPage?: boolean }) {
    super(message, options);
    this.isWebPage = options.isWebPage ?? false;
  }
}

/** Over the request budget: HTTP 429, or HTTP 200 with `{error: 429, "Retry-After": n}`. */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
  readonly retryAfterSeconds: number;
  /** When the budget resets, in ms since the epoch. */
  readonly resetAt: number;

  constructor(
    message: string,
    options: ApiErrorOptions & { retryAfterSeconds: number; resetAt?: number },
  ) {
    super(message, options);
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.resetAt = options.resetAt ?? Date.now() + options.retryAfterSeconds * 1000;
  }
}

/** No answer at all: the request failed on the way (`offline`) or took too long (`timeout`). */
export class NetworkError extends Error {
  override name = 'NetworkError';
  readonly reason: 'offline' | 'timeout';

  constructor(reason: 'offline' | 'timeout', options?: { cause?: unknown }) {
    super(
      reason === 'timeout'
        ? t({
            defaultMessage: 'The server took too long to answer.',
            description: 'Error: a request to the API got no answer in time',
          })
        : t({
            defaultMessage: 'The server could not be reached.',
            description: 'Error: a request to the API failed on the way (offline, wrong address)',
          }),
      options,
    );
    this.reason = reason;
  }
}

/** An answer that is not the data we expect: a web page, cut-off JSON, or the wrong shape. */
export class ResponseFormatError extends Error {
  override name = 'ResponseFormatError';
  readonly status: number;

  constructor(message: string, options: { status: number }) {
    super(message);
    this.status = options.status;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isAuthError = (e: unknown): e is AuthError => e instanceof AuthError;
export const isNotFoundError = (e: unknown): e is NotFoundError => e instanceof NotFoundError;
export const isRateLimitError = (e: unknown): e is RateLimitError => e instanceof RateLimitError;
export const isNetworkError = (e: unknown): e is NetworkError => e instanceof NetworkError;
export const isResponseFormatError = (e: unknown): e is ResponseFormatError =>
  e instanceof ResponseFormatError;
/** A request cancelled by its caller (TanStack Query cancels with an AbortError). */
export const isAbortError = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';

/** Ends a server message as a sentence, so a hint can follow it. */
const asSentence = (text: string): string => {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const first = trimmed[0].toUpperCase() + trimmed.slice(1);
  return /[.!?。！？]$/.test(first) ? first : `${first}.`;
};

const TRY_AGAIN_SOON = () =>
  t({
    defaultMessage: 'Try again in a moment.',
    description: 'Error hint, after a sentence saying the server had a problem',
  });

/** One or two short sentences for a person: what happened and what to do next. */
export function describeError(e: unknown): string {
  if (isRateLimitError(e)) {
    // A whole message for each kind of wait, without plurals: every page carries them.
    const seconds = e.retryAfterSeconds;
    const minutes = Math.ceil(seconds / 60);
    if (seconds === 1)
      return t({
        defaultMessage: 'Too many requests for this API key. Wait 1 second, then try again.',
        description: 'Error: the API budget is used up',
      });
    if (seconds < 60)
      return t(
        {
          defaultMessage:
            'Too many requests for this API key. Wait {seconds} seconds, then try again.',
          description: 'Error: the API budget is used up; {seconds} is a number from 2 to 59',
        },
        { seconds },
      );
    return minutes === 1
      ? t({
          defaultMessage:
            'Too many requests for this API key. Wait about a minute, then try again.',
          description: 'Error: the API budget is used up',
        })
      : t(
          {
            defaultMessage:
              'Too many requests for this API key. Wait about {minutes} minutes, then try again.',
            description: 'Error: the API budget is used up; {minutes} is a number, 2 or more',
          },
          { minutes },
        );
  }
  if (isAuthError(e))
    return `${
      asSentence(e.message) ||
      t({
        defaultMessage: 'The server did not accept the API key.',
        description: 'Error: the API refused the API key (HTTP 401/403) without saying why',
      })
    } ${t({
      defaultMessage: 'Sign in again with a valid API key.',
      description: 'Error hint, after a sentence saying the API key was refused',
    })}`;
  if (isNotFoundError(e))
    return e.isWebPage
      ? t(
          {
            defaultMessage:
              'The server has no API at this address (HTTP {status}). Check the API address.',
            description: 'Error: the API address answered with a web page saying "not found"',
          },
          { status: e.status },
        )
      : `${
          asSentence(e.message) ||
          t({
            defaultMessage: 'This item was not found.',
            description: 'Error: the API said a link, campaign, QR code… does not exist',
          })
        } ${t({
          defaultMessage: 'It may have been deleted.',
          description: 'Error hint, after a sentence saying an item was not found',
        })}`;
  if (isApiError(e)) {
    const message =
      asSentence(e.message) ||
      t(
        {
          defaultMessage: 'The server could not do this (HTTP {status}).',
          description: 'Error: the API refused a request without saying why',
        },
        { status: e.status },
      );
    // Said in full: where this is read (an import row, a banner) nothing may be highlighted.
    // Each sentence once: a refusal about one field often repeats it as its message.
    if (e.fields)
      return [...new Set([message, ...Object.values(e.fields).map(asSentence)])].join(' ');
    return e.status >= 500 ? `${message} ${TRY_AGAIN_SOON()}` : message;
  }
  if (isNetworkError(e))
    return e.reason === 'timeout'
      ? t({
          defaultMessage: 'The server took too long to answer. Try again in a moment.',
          description: 'Error: a request to the API got no answer in time',
        })
      : t({
          defaultMessage: 'Cannot reach the server. Check your connection and try again.',
          description: 'Error: a request to the API failed on the way (offline, wrong address)',
        });
  if (isResponseFormatError(e)) return e.message;
  if (isAbortError(e))
    return t({
      defaultMessage: 'The request was cancelled.',
      description: 'Error: a request to the API was stopped before it finished',
    });
  return t({
    defaultMessage: 'Something went wrong. Try again, and reload the page if it keeps happening.',
    description: 'Error: an unexpected failure in the app',
  });
}
