import { promises as dns } from 'node:dns';
import { Hono } from 'hono';
import type { Config } from './config';
import { mountDashboard } from './dashboard';
import type { Db } from './db/connection';
import { ReadCache } from './db/read-cache';
import { apiGate } from './http/api-gate';
import { errorResponse, handleErrors } from './http/error-handler';
import { HttpError } from './http/errors';
import { requestLog } from './http/request-log';
import { json } from './http/respond';
import type { AppEnv, Deps, DnsResolver } from './http/types';
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

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Builds the whole service; listening is main.ts's job. The returned app is the API: each route
 * is one handler that passes the gate first, so a call matches exactly one handler and Hono
 * answers it without composing middleware (a measurable share of a cached answer). Any other
 * address falls through to the site: public short links, branded hosts and the dashboard.
 */
export const createApp = ({ db, config, resolveDns = systemResolver() }: AppOptions) => {
  const deps: Deps = {
    db,
    config,
    urls: publicUrls(config.publicUrl),
    resolveDns,
    qrListCache: new ReadCache<string>(),
  };
  const site = createSite(deps);
  const gate = apiGate(db, config);
  const app = new Hono<AppEnv>();
  app.onError(errorResponse);

  // Only when asked for: a middleware makes every call compose.
  if (config.requestLog) app.use('/api/*', requestLog(config.requestLog));
  app.options('/api/*', (c) => gate.preflight(c));
  const known: { method: string; pattern: RegExp }[] = [];
  // A known address with the wrong method is a 405 naming the right ones; anything else a 404.
  const unknownApiCall = (method: string, path: string): HttpError => {
    const allowed = [...new Set(known.filter((r) => r.pattern.test(path)).map((r) => r.method))];
    if (allowed.length === 0)
      return new HttpError(404, `There is no API endpoint ${method} ${path}. Check the address.`);
    const message = `${method} is not allowed on ${path}. Use ${allowed.join(' or ')}.`;
    return new HttpError(405, message, undefined, { Allow: allowed.join(', ') });
  };
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
    for (const { method, path, handler } of routes(deps).routes) {
      app.on(method, `/api${path}`, (c, next) => {
        gate.check(c);
        return handler(c, next);
      });
      known.push({ method, pattern: new RegExp(`^/api${path.replace(/:[^/]+/g, '[^/]+')}/?$`) });
    }

  app.notFound((c) => {
    if (!isApiPath(c.req.path)) return site.fetch(c.req.raw, c.env);
    // Answered, not thrown: a throw from here would skip the request log.
    try {
      gate.check(c);
      throw unknownApiCall(c.req.method, c.req.path);
    } catch (error) {
      return errorResponse(error as Error, c);
    }
  });
  return app;
};

/** Everything outside /api: health check, branded hosts, public pages, the dashboard. */
const createSite = (deps: Deps) => {
  const tracker = visitTracker(deps);
  const site = new Hono<AppEnv>();
  handleErrors(site);
  site.get('/healthz', (c) => json(c, { ok: true }));
  site.use('*', brandedHost(deps, tracker));
  site.route('/', publicRoutes(deps, tracker));
  mountDashboard(site, deps.config);
  return site;
};

export type App = ReturnType<typeof createApp>;
