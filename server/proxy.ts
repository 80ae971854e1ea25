import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Hono, type Context } from 'hono';
import type { Config } from './config';
import { mountDashboard } from './dashboard';
import { handleErrors } from './http/error-handler';
import { HttpError } from './http/errors';
import { clientAddress, requestScheme } from './http/forwarded';
import { requestLog } from './http/request-log';
import { apiHeaders, json, PERMISSIONS_POLICY } from './http/respond';
import type { AppEnv } from './http/types';

/** Headers that describe one connection, not the message (RFC 9110 §7.6.1): never forwarded. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

const hopByHop = (connection: string | null | undefined): Set<string> =>
  new Set([
    ...HOP_BY_HOP,
    ...(connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  ]);

/**
 * What a client says about itself or the way it came: never passed on, so the upstream cannot be
 * told a made-up address or country. The proxy states its own X-Forwarded-For and -Proto.
 */
const CLIENT_CLAIMS = new Set([
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'cf-ipcountry',
  'x-country-code',
]);

/**
 * What the browser holds for the dashboard's origin: the upstream is another site and gets none
 * of it (the key travels in Authorization, which the dashboard sets itself).
 */
const BROWSER_STATE = new Set(['cookie', 'cookie2']);

/**
 * The upstream headers an API answer needs, and only those: its body's type, length, encoding
 * and caching, the rate-limit budget the dashboard schedules by, the 401's challenge and a
 * request id to quote in a report. Anything else could act on the dashboard's origin (cookies,
 * Refresh, Link preloads, Service-Worker-Allowed, storage wipes, HSTS, CORS grants) and is dropped.
 */
const UPSTREAM_PASSED = new Set([
  'cache-control',
  'content-disposition',
  'content-encoding',
  'content-language',
  'content-length',
  'content-type',
  'date',
  'etag',
  'expires',
  'last-modified',
  'retry-after',
  'vary',
  'www-authenticate',
  'x-request-id',
]);
const isPassedBack = (name: string) =>
  UPSTREAM_PASSED.has(name) || name.startsWith('x-ratelimit-') || /^ratelimit(-|$)/.test(name);

/**
 * The security headers of every proxied answer, whatever the upstream sent: an HTML error page
 * of the upstream, shown at the dashboard's origin, must not run script next to the key in
 * sessionStorage, be sniffed, leak the URL or use the camera. Fetch callers are unaffected.
 */
const PROXIED_SECURITY: Record<string, string> = {
  'Content-Security-Policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Frame-Options': 'DENY',
};

const NULL_BODY = new Set([204, 205, 304]);

class UpstreamTimeout extends Error {}

const isStaleSocket = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === 'ECONNRESET' || code === 'EPIPE';
};

/**
 * Forwards a request to the upstream instance (minus hop-by-hop headers, Host, cookies and the
 * client's claims above, plus our X-Forwarded-For/-Proto: the trusted proxy's when TRUST_PROXY is
 * on, else the socket's) and streams its answer back (only the headers passed back above, with
 * our security headers). The upstream gets `UPSTREAM_TIMEOUT_SECONDS`
 * for its status and headers, then as long again for the whole body: one that trickles a byte at
 * a time is cut off. Raw node:http, not fetch: fetch would decode a gzip body yet keep its
 * Content-Encoding, and add headers of its own.
 */
export const upstreamProxy = ({
  upstreamApiUrl,
  upstreamTimeoutMs,
  trustProxy,
}: Pick<Config, 'upstreamApiUrl' | 'upstreamTimeoutMs' | 'trustProxy'>) => {
  if (!upstreamApiUrl) throw new Error('upstreamProxy needs UPSTREAM_API_URL');
  const base = new URL(upstreamApiUrl);
  const prefix = base.pathname.replace(/\/$/, '');
  const isHttps = base.protocol === 'https:';
  const send = isHttps ? httpsRequest : httpRequest;
  // Kept-alive sockets; Node also honours the upstream's Keep-Alive: timeout hint.
  const agent = new (isHttps ? HttpsAgent : HttpAgent)({ keepAlive: true, timeout: 4000 });
  const seconds = Math.round(upstreamTimeoutMs / 1000);
  const within = `${seconds} second${seconds === 1 ? '' : 's'}`;

  const forward = (c: Context<AppEnv>, retry: boolean): Promise<Response> =>
    new Promise((resolve, reject) => {
      const incoming = c.req.raw;
      const { pathname, search } = new URL(incoming.url);
      const skip = hopByHop(incoming.headers.get('connection'));
      skip.add('host');
      const headers: Record<string, string> = {};
      incoming.headers.forEach((value, name) => {
        if (!skip.has(name) && !CLIENT_CLAIMS.has(name) && !BROWSER_STATE.has(name))
          headers[name] = value;
      });
      const address = clientAddress(c, { trustProxy });
      if (address) headers['x-forwarded-for'] = address;
      headers['x-forwarded-proto'] = requestScheme(c, { trustProxy });

      let answered = false;
      let finished = false;
      const req = send(
        new URL(prefix + pathname + search, base.origin),
        { method: incoming.method, headers, agent },
        (res: IncomingMessage) => {
          answered = true;
          clearTimeout(headersDeadline);
          const bodyDeadline = setTimeout(() => {
            console.error(
              `Proxy: ${incoming.method} ${pathname} from ${base.origin}: the body did not arrive within ${within}; cut off.`,
            );
            res.destroy(new UpstreamTimeout());
          }, upstreamTimeoutMs);
          res.once('close', () => clearTimeout(bodyDeadline));
          res.once('end', () => (finished = true));
          const status = res.statusCode ?? 502;
          if (status < 200 || status > 599) {
            res.resume();
            return reject(
              new HttpError(502, `The upstream API at ${base.origin} answered ${status}.`),
            );
          }
          const out = new Headers();
          const drop = hopByHop(res.headers.connection);
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i].toLowerCase();
            if (!drop.has(name) && isPassedBack(name))
              out.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
          }
          for (const [name, value] of Object.entries(PROXIED_SECURITY)) out.set(name, value);
          const empty = NULL_BODY.has(status) || incoming.method === 'HEAD';
          if (empty) res.resume();
          resolve(
            new Response(
              empty ? null : (Readable.toWeb(res) as unknown as ReadableStream<Uint8Array>),
              { status, statusText: res.statusMessage, headers: out },
            ),
          );
        },
      );
      const headersDeadline = setTimeout(
        () => req.destroy(new UpstreamTimeout()),
        upstreamTimeoutMs,
      );
      req.on('error', (error) => {
        clearTimeout(headersDeadline);
        if (answered) return; // the body stream carries it from here
        const method = incoming.method;
        if (retry && req.reusedSocket && isStaleSocket(error) && ['GET', 'HEAD'].includes(method))
          return resolve(forward(c, false)); // the upstream closed an idle socket: try a fresh one
        if (error instanceof UpstreamTimeout)
          return reject(
            new HttpError(
              504,
              `The upstream API at ${base.origin} did not answer within ${within}.`,
            ),
          );
        // The path only: a query string could carry something private.
        console.error(
          `Proxy: ${method} ${pathname} to ${base.origin} failed: ${(error as { code?: string }).code ?? error.message}`,
        );
        reject(new HttpError(502, `The upstream API at ${base.origin} cannot be reached.`));
      });
      // The browser went away: stop the upstream call (never touch a socket back in the pool).
      incoming.signal?.addEventListener('abort', () => finished || req.destroy());
      if (incoming.body) {
        const body = Readable.fromWeb(incoming.body as unknown as NodeReadableStream<Uint8Array>);
        body.on('error', (error) => req.destroy(error));
        body.pipe(req);
      } else req.end();
    });

  return (c: Context<AppEnv>) => forward(c, true);
};

/**
 * Proxy mode (UPSTREAM_API_URL): the built dashboard, and `/api/*` forwarded to a real instance.
 * No database, no users, no public short-link pages: the upstream owns all of that.
 */
export const createProxyApp = (config: Config) => {
  const app = new Hono<AppEnv>();
  handleErrors(app);
  app.get('/healthz', (c) => json(c, { ok: true }));
  if (config.requestLog) app.use('/api/*', requestLog(config.requestLog));
  const forward = upstreamProxy(config);
  app.all('/api/*', (c) => {
    // Our own answers under /api (502, 504, ...) carry what the API's answers carry.
    c.set('apiHeaders', apiHeaders());
    return forward(c);
  });
  mountDashboard(app, config);
  return app;
};
