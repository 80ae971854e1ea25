import type { Context } from 'hono';
import { countryName } from '../../src/api/link-options';
import { page } from '../public/html';
import type { PublicUrls } from '../urls';
import type { Dialect, Shaper } from './dialect';
import { errorResponse } from './error-handler';
import { errorBody, HttpError } from './errors';
import { json } from './respond';
import type { AppEnv } from './types';

type Body = Record<string, unknown>;

const isRecord = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const records = (value: unknown): Body[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/** `keys` of `item` as strings, as real instances send ids and counters. */
const stringified = (item: Body, keys: readonly string[]): Body => {
  const out = { ...item };
  for (const key of keys) if (typeof out[key] === 'number') out[key] = String(out[key]);
  return out;
};

/** The list envelope with each item reshaped, under `to` (the contract's key is `from`). */
const list =
  (from: string, reshape: (item: Body) => Body, to = from) =>
  (body: Body): Body => {
    if (!isRecord(body.data)) return body;
    const { [from]: items, ...data } = body.data;
    return { ...body, data: { ...data, [to]: records(items).map(reshape) } };
  };

const stringIds = (item: Body) => stringified(item, ['id']);

/** A link's `details` on a real instance: the list's fields, then `location`, `device`, `expiry`. */
const REAL_LINK_FIELDS = [
  'id',
  'alias',
  'shorturl',
  'longurl',
  'clicks',
  'uniqueclicks',
  'title',
  'description',
  'date',
];

/**
 * How deployed instances answer, route by route (docs/api.md, "How real instances differ"). Each shape
 * takes the contract's answer; anything not listed keeps the contract's fields.
 */
const realShapes = (urls: PublicUrls): Record<string, (body: Body) => Body> => {
  const qrPrefix = urls.qr('');
  /** Real instances link a code to its own image, not to its scan address. */
  const imageLink = (link: unknown) =>
    typeof link === 'string' && link.startsWith(qrPrefix)
      ? urls.qrImage(decodeURIComponent(link.slice(qrPrefix.length)))
      : link;
  const bareQr = (qr: Body): Body =>
    stringified(
      { id: qr.id, link: imageLink(qr.link), scans: qr.scans, name: qr.name, date: qr.date },
      ['id', 'scans'],
    );
  const linkCounters = (link: Body) => stringified(link, ['clicks', 'uniqueclicks']);
  /** Of a link's options, real instances report only these three; PHP sends `{}` as `[]`. */
  const reportedOptions = (link: Body): Body => {
    const map = (rows: unknown, key: string, name = (value: string) => value) => {
      const entries = records(rows).map((row) => [name(String(row[key])), row.link]);
      return entries.length ? Object.fromEntries(entries) : [];
    };
    return {
      ...Object.fromEntries(REAL_LINK_FIELDS.map((key) => [key, link[key]])),
      location: map(link.geotarget, 'location', countryName),
      device: map(link.devicetarget, 'device'),
      expiry: link.expiry ?? null,
    };
  };
  const systemDomain = { id: null, domain: urls.base, redirectroot: '', redirect404: '' };
  const withoutDomain = ({ domain: _contractName, ...rest }: Body): Body => rest;

  return {
    'GET /qr': list('qrs', bareQr),
    'GET /qr/:id': (body) => {
      if (!isRecord(body.details)) return body;
      const { date, ...details } = bareQr(body.details);
      return { ...body, details: { ...details, data: date } };
    },
    'POST /qr/add': (body) => stringIds({ ...body, link: imageLink(body.link) }),
    'GET /pixels': list('pixels', stringIds),
    'POST /pixel/add': stringIds,
    'POST /domain/add': stringIds,
    'GET /overlay': list('cta', stringIds, 'overlay'),
    'GET /splash': list('splash', stringIds),
    'GET /domains': (body) => {
      const shaped = list('domains', stringIds)(body);
      if (!isRecord(shaped.data) || shaped.data.currentpage !== 1) return shaped;
      const { domains, result } = shaped.data;
      return {
        ...shaped,
        data: {
          ...shaped.data,
          result: typeof result === 'number' ? result + 1 : result,
          domains: [systemDomain, ...records(domains)],
        },
      };
    },
    'GET /urls': list('urls', linkCounters),
    'GET /url/:id': (body) =>
      isRecord(body.details)
        ? { ...body, details: reportedOptions(linkCounters(body.details)) }
        : body,
    'GET /campaigns': list('campaigns', (campaign) => ({ ...campaign, views: '0' })),
    'POST /campaign/add': withoutDomain,
    'PUT /campaign/:id/update': withoutDomain,
    'GET /channel/:id': list('items', (item) =>
      typeof item.title === 'string' ? { ...item, title: item.title.slice(0, 30) } : item,
    ),
    // The whole channel, without the contract's message.
    'PUT /channel/:id/update': ({ message: _contractMessage, ...channel }) => channel,
  };
};

/** Success is the number 0 everywhere; `maxpage` is serialised as a float (`1.0`). */
const serialise = (body: Body): string =>
  JSON.stringify(body.error === '0' ? { ...body, error: 0 } : body).replace(
    /"maxpage":(\d+)([,}])/,
    '"maxpage":$1.0$2',
  );

const htmlPage = (c: Context<AppEnv>, status: 404 | 405) =>
  page(
    c,
    status === 404 ? 'Not Found' : 'Method Not Allowed',
    `<p>${status === 404 ? 'The page you requested does not exist.' : 'This method is not allowed here.'}</p>`,
    status,
  );

/** HTTP statuses real instances send for our errors: 403 for any key problem, 200 for input. */
const REAL_STATUS: Partial<Record<number, 200 | 403>> = { 400: 200, 401: 403, 404: 200 };

const realError = (error: Error, c: Context<AppEnv>): Response => {
  if (!(error instanceof HttpError)) return errorResponse(error, c);
  // No Retry-After header: the wait travels in the body.
  const { 'Retry-After': _header, ...headers } = error.headers ?? {};
  if (error.status === 429)
    return json(
      c,
      { error: 429, message: 'Too Many API Requests.', 'Retry-After': error.retryAfter },
      200,
      headers,
    );
  return json(c, errorBody(error), REAL_STATUS[error.status] ?? error.status, headers);
};

export const realDialect = (urls: PublicUrls): Dialect => {
  const shapes = realShapes(urls);
  return {
    cors: null,
    preflight: (c) => htmlPage(c, 405),
    shaperFor: (method, path): Shaper => {
      const shape = shapes[`${method} ${path}`];
      return async (_c, answer) => {
        const text = await answer.text();
        const body: unknown = JSON.parse(text);
        return new Response(isRecord(body) ? serialise(shape ? shape(body) : body) : text, {
          status: answer.status,
          headers: answer.headers,
        });
      };
    },
    error: realError,
    unknownRoute: (error, c) => htmlPage(c, error.status === 405 ? 405 : 404),
  };
};
