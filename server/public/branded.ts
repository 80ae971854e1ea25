import { requestHeader } from '../http/headers';
import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../http/types';
import { notFoundPage, page, redirectTo } from './html';
import type { VisitTracker } from './routes';

interface DomainRow {
  user_id: number;
  redirectroot: string;
  redirect404: string;
}

/**
 * A request whose Host is a user's branded domain: `/` goes to the root redirect, `/<alias>`
 * to that user's short link, anything else to the 404 redirect. API calls never come here.
 */
export const brandedHost = ({ db, urls }: Deps, tracker: VisitTracker): MiddlewareHandler => {
  const ownHost = new URL(urls.base).host.toLowerCase();
  const domainByHost = db.prepare<[string], DomainRow>(
    'SELECT user_id, redirectroot, redirect404 FROM domains WHERE host = ?',
  );
  const linkOf = db.prepare<[string, number], { id: number; url: string }>(
    'SELECT id, url FROM links WHERE alias = ? AND user_id = ?',
  );
  return async (c, next) => {
    const host = (requestHeader(c, 'host') ?? '').toLowerCase();
    if (!host || host === ownHost) return next();
    const domain = domainByHost.get(host);
    if (!domain) return next();
    const notFound = () =>
      domain.redirect404 ? redirectTo(c, domain.redirect404) : notFoundPage(c, 'This short link');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return notFound();
    if (c.req.path === '/')
      return domain.redirectroot
        ? redirectTo(c, domain.redirectroot)
        : page(c, host, '<p>This domain hosts short links.</p>');
    const alias = /^\/([A-Za-z0-9_-]{1,50})\/?$/.exec(c.req.path)?.[1];
    const link = alias ? linkOf.get(alias, domain.user_id) : undefined;
    if (!link) return notFound();
    tracker.record(c, 's', link.id, domain.user_id);
    return redirectTo(c, link.url);
  };
};
