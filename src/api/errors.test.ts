import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../lib/i18n';
import {
  ApiError,
  AuthError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ResponseFormatError,
  describeError,
  isAbortError,
  isApiError,
  isAuthError,
  isNetworkError,
  isNotFoundError,
  isRateLimitError,
  isResponseFormatError,
} from './errors';

describe('type guards', () => {
  it('tell every kind apart, with the API errors sharing isApiError', () => {
    const auth = new AuthError('No.', { status: 403 });
    const notFound = new NotFoundError('Gone.', { status: 404 });
    const limited = new RateLimitError('Slow.', { status: 429, retryAfterSeconds: 5 });
    const network = new NetworkError('offline');
    const format = new ResponseFormatError('Bad.', { status: 405 });

    expect([auth, notFound, limited].every(isApiError)).toBe(true);
    expect(isApiError(network) || isApiError(format)).toBe(false);
    expect(isAuthError(auth) && !isAuthError(notFound)).toBe(true);
    expect(isNotFoundError(notFound) && !isNotFoundError(auth)).toBe(true);
    expect(isRateLimitError(limited) && !isRateLimitError(auth)).toBe(true);
    expect(isNetworkError(network) && !isNetworkError(format)).toBe(true);
    expect(isResponseFormatError(format) && !isResponseFormatError(network)).toBe(true);
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(network)).toBe(false);
    expect(auth.name).toBe('AuthError');
  });

  it('compute the reset time of a rate limit from the wait', () => {
    const before = Date.now();
    const error = new RateLimitError('Slow.', { status: 200, retryAfterSeconds: 30 });
    expect(error.resetAt).toBeGreaterThanOrEqual(before + 30_000);
  });

  it('drop an empty fields map', () => {
    expect(new ApiError('x', { status: 400, fields: {} }).fields).toBeUndefined();
  });
});

describe('describeError', () => {
  it.each<[string, unknown, string]>([
    [
      'a rate limit',
      new RateLimitError('Too Many API Requests.', { status: 200, retryAfterSeconds: 1 }),
      'Too many requests for this API key. Wait 1 second, then try again.',
    ],
    [
      'a rate limit of seconds',
      new RateLimitError('x', { status: 429, retryAfterSeconds: 17 }),
      'Too many requests for this API key. Wait 17 seconds, then try again.',
    ],
    [
      'a rate limit of a minute',
      new RateLimitError('x', { status: 429, retryAfterSeconds: 60 }),
      'Too many requests for this API key. Wait about a minute, then try again.',
    ],
    [
      'a long rate limit',
      new RateLimitError('x', { status: 429, retryAfterSeconds: 150 }),
      'Too many requests for this API key. Wait about 3 minutes, then try again.',
    ],
    [
      'an auth failure',
      new AuthError('invalid API key', { status: 403 }),
      'Invalid API key. Sign in again with a valid API key.',
    ],
    [
      'an auth failure without a message',
      new AuthError('', { status: 401 }),
      'The server did not accept the API key. Sign in again with a valid API key.',
    ],
    [
      'a missing item',
      new NotFoundError('Domain not found.', { status: 200 }),
      'Domain not found. It may have been deleted.',
    ],
    [
      'a missing route',
      new NotFoundError('x', { status: 404, isWebPage: true }),
      'The server has no API at this address (HTTP 404). Check the API address.',
    ],
    [
      'a refusal with fields',
      new ApiError('Some fields are not valid', {
        status: 400,
        fields: { domain: 'Domain must be a valid host name', color: 'Colour is unknown.' },
      }),
      'Some fields are not valid. Domain must be a valid host name. Colour is unknown.',
    ],
    [
      'a refusal about one field that repeats it as its message, said once',
      new ApiError('The alias "harbor-menu" is taken. Choose another one.', {
        status: 400,
        fields: { custom: 'The alias "harbor-menu" is taken. Choose another one.' },
      }),
      'The alias "harbor-menu" is taken. Choose another one.',
    ],
    [
      'a refusal',
      new ApiError('The domain does not point to our servers!', { status: 200 }),
      'The domain does not point to our servers!',
    ],
    [
      'a server crash',
      new ApiError('The server ran into a problem (HTTP 500).', { status: 500 }),
      'The server ran into a problem (HTTP 500). Try again in a moment.',
    ],
    [
      'a refusal already ending as a sentence in Chinese',
      new ApiError('请求无效。', { status: 200 }),
      '请求无效。',
    ],
    [
      'a refusal without a message',
      new ApiError('', { status: 400 }),
      'The server could not do this (HTTP 400).',
    ],
    [
      'being offline',
      new NetworkError('offline'),
      'Cannot reach the server. Check your connection and try again.',
    ],
    [
      'a timeout',
      new NetworkError('timeout'),
      'The server took too long to answer. Try again in a moment.',
    ],
    [
      'a web page',
      new ResponseFormatError(
        'The server sent a web page instead of data (HTTP 405). Check the API address.',
        { status: 405 },
      ),
      'The server sent a web page instead of data (HTTP 405). Check the API address.',
    ],
    ['a cancel', new DOMException('aborted', 'AbortError'), 'The request was cancelled.'],
    [
      'anything else',
      new Error('x is undefined'),
      'Something went wrong. Try again, and reload the page if it keeps happening.',
    ],
    [
      'a non-error',
      'oops',
      'Something went wrong. Try again, and reload the page if it keeps happening.',
    ],
  ])('words %s', (_, error, sentence) => {
    expect(describeError(error)).toBe(sentence);
  });
});

describe('describeError in another language', () => {
  afterEach(() => setLocale('en'));

  it('shows what the API said as it came, and adds the app’s own words', async () => {
    await setLocale('fr');
    const sentence = describeError(new AuthError('Clé API inconnue', { status: 401 }));
    expect(sentence).toMatch(/^Clé API inconnue\. \S/);
    expect(sentence).not.toBe('Clé API inconnue.');
  });
});
