import { promises as dns } from 'node:dns';
import { Hono } from 'hono';
import { createApi } from './api';
import type { Config } from './config';
import { mountDashboard } from './dashboard';
import type { Db } from './db/connection';
import { dataVersion, ownWrites, ReadCache } from './db/read-cache';
import { createRepositories } from './db/repositories';
import { handleErrors } from './http/error-handler';
import { json } from './http/respond';
import type { AppEnv, Deps, DnsResolver } from './http/types';
import { brandedHost } from './public/branded';
import { linkOpener } from './public/link-redirect';
import { openedLinks } from './public/opened-links';
import { publicRoutes, visitTracker } from './public/routes';
import { publicUrls } from './urls';
import { visitQueue } from './visit-queue';

export interface AppOptions {
  db: Db;
  config: Config;
  /** Replaced in tests; the default asks the system resolver with a short timeout. */
  resolveDns?: DnsResolver;
}

const systemResolver = (): DnsResolver => {
  const resolver = new dns.Resolver({ timeout: 3000, tries: 2 });
  return async (hostname, rrtype) =>
    rrtype === 'TXT'
      ? (await resolver.resolveTxt(hostname)).map((chunks) => chunks.join(''))
      : rrtype === 'CNAME'
        ? resolver.resolveCname(hostname)
        : resolver.resolve4(hostname);
};

/**
 * Builds the whole service; listening is main.ts's job. The returned app is the API
 * (server/api.ts); any other address falls through to the site: public short links, branded
 * hosts and the dashboard.
 */
export const createApp = ({ db, config, resolveDns = systemResolver() }: AppOptions) => {
  const repos = createRepositories(db);
  const qrListCache = new ReadCache<string>();
  const writes = ownWrites(db);
  const visits = visitQueue({
    write: (batch) => writes.uncounted(() => repos.visits.write(batch)),
    salt: repos.visits.salt,
    // A scan changes the scan count shown in the owner's QR list.
    onWritten: (owners) => owners.forEach((owner) => qrListCache.invalidate(`${owner}:`)),
  });
  const deps: Deps = {
    db,
    repos,
    config,
    urls: publicUrls(config.publicUrl),
    resolveDns,
    visits,
    qrListCache,
    openedLinks: openedLinks(repos, writes, dataVersion(db)),
  };
  const site = createSite(deps);
  // close(): the queued visits are written; main.ts calls it before closing the database.
  return Object.assign(
    createApi(deps, (c) => site.fetch(c.req.raw, c.env)),
    { close: () => visits.close() },
  );
};

/** Everything outside /api: health check, branded hosts, public pages, the dashboard. */
const createSite = (deps: Deps) => {
  const tracker = visitTracker(deps);
  const openLink = linkOpener(deps, tracker);
  const site = new Hono<AppEnv>();
  handleErrors(site);
  site.get('/healthz', (c) => json(c, { ok: true }));
  site.use('*', brandedHost(deps, openLink));
  site.route('/', publicRoutes(deps, tracker, openLink));
  mountDashboard(site, deps.config);
  return site;
};

export type App = ReturnType<typeof createApp>;
