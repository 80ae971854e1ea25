import { Hono, type Context } from 'hono';
import type { RouterRoute } from 'hono/types';
import { apiGate } from './http/api-gate';
import { createDialect } from './http/dialect';
import { HttpError } from './http/errors';
import { requestLog } from './http/request-log';
import type { AppEnv, Deps } from './http/types';
import { accountRoutes } from './routes/account';
import { campaignRoutes } from './routes/campaigns';
import { channelRoutes } from './routes/channels';
import { domainRoutes } from './routes/domains';
import { linkRoutes } from './routes/links';
import { overlayRoutes, splashRoutes } from './routes/lists';
import { pixelRoutes } from './routes/pixels';
import { qrRoutes } from './routes/qr-codes';

/** Every resource's router, mounted under /api. */
const RESOURCES: Record<string, (deps: Deps) => Hono<AppEnv>> = {
  account: accountRoutes,
  domains: domainRoutes,
  overlays: overlayRoutes,
  campaigns: campaignRoutes,
  channels: channelRoutes,
  splash: splashRoutes,
  pixels: pixelRoutes,
  qr: qrRoutes,
  links: linkRoutes,
};

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The routes of one resource's router, checked. The API mounts each handler on its own behind
 * the gate, so anything but one handler per method and path (a `use` middleware, an `all`, a
 * second handler on a route) would silently become a route of its own: it stops the start.
 */
export const routesOf = (name: string, router: Hono<AppEnv>): RouterRoute[] => {
  const seen = new Set<string>();
  for (const { method, path } of router.routes) {
    const route = `${method} ${path}`;
    if (!METHODS.has(method) || path.includes('*'))
      throw new Error(
        `The ${name} API router registers ${route}, a middleware or catch-all. API routers hold one handler per method and path; steps every call takes belong in server/http/api-gate.ts.`,
      );
    if (seen.has(route))
      throw new Error(
        `The ${name} API router has more than one handler for ${route}. Give each route one handler.`,
      );
    seen.add(route);
  }
  return router.routes;
};

/** Which methods each address answers: a known address with another method is a 405. */
const methodTable = (routes: RouterRoute[]) => {
  const table = routes.map(({ method, path }) => ({
    method,
    pattern: new RegExp(`^/api${path.replace(/:[^/]+/g, '[^/]+')}/?$`),
  }));
  return (method: string, path: string): HttpError => {
    const allowed = [...new Set(table.filter((r) => r.pattern.test(path)).map((r) => r.method))];
    if (allowed.length === 0)
      return new HttpError(404, `There is no API endpoint ${method} ${path}. Check the address.`);
    const message = `${method} is not allowed on ${path}. Use ${allowed.join(' or ')}.`;
    return new HttpError(405, message, undefined, { Allow: allowed.join(', ') });
  };
};

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * The API: each route is one handler that passes the gate first, so a call matches exactly one
 * handler and Hono answers it without composing middleware (a measurable share of a cached
 * answer, see docs/decisions/0021-server-storage-and-caches.md). Any address outside /api goes to
 * `site`.
 */
export const createApi = (
  deps: Deps,
  site: (c: Context<AppEnv>) => Response | Promise<Response>,
) => {
  const dialect = createDialect(deps.config, deps.urls);
  const gate = apiGate(deps.db, deps.config, dialect.cors, deps.visits);
  // Not strict: `/api/url/1/` is `/api/url/1`, as the method table below already reads it.
  const app = new Hono<AppEnv>({ strict: false });
  app.onError(dialect.error);
  // Only when asked for: a middleware makes every call compose.
  if (deps.config.requestLog) app.use('/api/*', requestLog(deps.config.requestLog));
  app.options('/api/*', dialect.preflight);

  const routes = Object.entries(RESOURCES).flatMap(([name, resource]) =>
    routesOf(name, resource(deps)),
  );
  for (const { method, path, handler } of routes) {
    const shape = dialect.shaperFor(method, path);
    app.on(
      method,
      `/api${path}`,
      shape
        ? async (c, next) => {
            gate.check(c);
            const answer = await handler(c, next);
            return answer instanceof Response ? shape(c, answer) : answer;
          }
        : (c, next) => {
            gate.check(c);
            return handler(c, next);
          },
    );
  }
  const unknownCall = methodTable(routes);

  app.notFound((c) => {
    if (!isApiPath(c.req.path)) return site(c);
    // Answered, not thrown: a throw from here would skip the request log.
    try {
      gate.check(c);
    } catch (error) {
      return dialect.error(error as Error, c);
    }
    return dialect.unknownRoute(unknownCall(c.req.method, c.req.path), c);
  });
  return app;
};
