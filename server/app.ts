import { requestHeader } from './http/headers';
import { promises as dns } from 'node:dns';
import { Hono } from 'hono';
import type { Config } from './config';
import { mountDashboard } from './dashboard';
import type { Db } from './db/connection';
import { dataVersion, ReadCache } from './db/read-cache';
import { applyRateLimit, FixedWindowLimiter, keyAuthenticator } from './http/auth';
import { corsPolicy } from './http/cors';
import { handleErrors } from './http/error-handler';
import { HttpError } from './http/errors';
import { requestLog } from './http/request-log';
import { json } from './http/respond';
import type { AppEnv, Deps, DnsResolver } from './http/types';
import { MAX_BODY_BYTES, tooLarge } from './http/validate';
import { brandedHost } from './public/branded';
import { publicRoutes, visitTracker } from './public/routes';
import { accountRoutes } from './routes/account';
import { campaignRoutes } from './routes/campaigns';
import { channelRoutes } from './routes/channels';
import { domainRoutes } from './routes/domains';
import { linkRoutes } from './routes/links';
import { overlayRoutes, splashRoutes } from './routes/lists';
import { pixelRoutes } from './routes/pixels';
import { qrRoutes } from './routes/qr-codes';
import { publicUrls } from './urls';

export interface AppOptions {
  db: Db;
  config: Config;
  /** Replaced in tests; the default asks the system resolver with a short timeout. */
  resolveDns?: DnsResolver;
}

const systemResolver = (): DnsResolver => {
  const resolver = new dns.Resolver({ timeout: 3000, tries: 2 });
  return (hostname, rrtype) =>
    rrtype === 'CNAME' ? resolver.resolveCname(hostname) : resolver.resolve4(hostname);
};

/** Builds the whole service (API, public pages, dashboard); listening is main.ts's job. */
export const createApp = ({ db, config, resolveDns = systemResolver() }: AppOptions) => {
  const deps: Deps = {
    db,
    config,
    urls: publicUrls(config.publicUrl),
    resolveDns,
    qrListCache: new ReadCache<string>(),
  };
  const tracker = visitTracker(deps);
  const app = new Hono<AppEnv>();

  handleErrors(app);

  app.get('/healthz', (c) => json(c, { ok: true }));

  // One gate for every API call: CORS, size guard, key, rate limit. A single middleware keeps
  // the hot path short (each async layer costs a few µs per request).
  const cors = corsPolicy(config.corsOrigins);
  const readDataVersion = dataVersion(db);
  const authenticate = keyAuthenticator(db);
  const limiter = new FixedWindowLimiter(config.rateLimitPerMinute);
  // Only when asked for: an async layer on every API call costs a few µs.
  if (config.requestLog) app.use('/api/*', requestLog(config.requestLog));
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'OPTIONS') return Promise.resolve(cors.preflight(c));
    c.set('apiHeaders', {
      ...cors.headers(c),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
    const length = requestHeader(c, 'content-length');
    if (length !== undefined && Number(length) > MAX_BODY_BYTES) throw tooLarge();
    c.set('dbVersion', readDataVersion());
    authenticate(c);
    applyRateLimit(limiter, c);
    return next();
  });

  const api = new Hono<AppEnv>();
  for (const routes of [
    accountRoutes,
    domainRoutes,
    overlayRoutes,
    campaignRoutes,
    channelRoutes,
    splashRoutes,
    pixelRoutes,
    qrRoutes,
    linkRoutes,
  ])
    api.route('/', routes(deps));
  app.route('/api', api);

  // A known address with the wrong method is a 405 naming the right ones; anything else a 404.
  const known = api.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => ({
      method: r.method,
      pattern: new RegExp(`^/api${r.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
    }));
  app.all('/api/*', (c) => {
    const allowed = [
      ...new Set(known.filter((r) => r.pattern.test(c.req.path)).map((r) => r.method)),
    ];
    if (allowed.length > 0)
      throw new HttpError(
        405,
        `${c.req.method} is not allowed on ${c.req.path}. Use ${allowed.join(' or ')}.`,
        undefined,
        { Allow: allowed.join(', ') },
      );
    throw new HttpError(
      404,
      `There is no API endpoint ${c.req.method} ${c.req.path}. Check the address.`,
    );
  });

  // Registered after the API, whose handlers always answer: branded hosts never slow it down.
  app.use('*', brandedHost(deps, tracker));
  app.route('/', publicRoutes(deps, tracker));
  mountDashboard(app, config);
  return app;
};

export type App = ReturnType<typeof createApp>;
