import { requestHeader } from '../http/headers';
import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../http/types';
import { hostnameOf, serverHostChecker } from '../own-hosts';
import { notFoundPage, page, redirectTo } from './html';
import type { LinkOpener } from './link-redirect';
import { clientReader } from './routes';

/**
 * A request whose Host is a user's branded domain: `/` goes to the root redirect, `/<alias>`
 * to that user's short link, anything else to the 404 redirect. API calls never come here, and
 * neither do the server's own host names, whatever the database holds.
 */
export const brandedHost = (
  { repos, urls, config, openedLinks }: Deps,
  openLink: LinkOpener,
): MiddlewareHandler => {
  const ownHost = new URL(urls.base).host.toLowerCase();
  const isServerHost = serverHostChecker(config);
  const clientOf = clientReader(config);
  return async (c, next) => {
    const host = (requestHeader(c, 'host') ?? '').toLowerCase();
    if (!host || host === ownHost) return next();
    const hostname = hostnameOf(host);
    if (hostname === null || isServerHost(hostname)) return next();
    // Matched in the stored form, so `go.example.com.` or `:8443` reach go.example.com's owner.
    const domain = repos.domains.byHost(hostname);
    if (!domain) return next();
    const notFound = () =>
      domain.redirect404 ? redirectTo(c, domain.redirect404) : notFoundPage(c, 'This short link');
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
    // POST only for a protected link's password form.
    if (!isRead && (c.req.method !== 'POST' || c.req.path === '/')) return notFound();
    if (c.req.path === '/')
      return domain.redirectroot
        ? redirectTo(c, domain.redirectroot)
        : page(c, hostname, '<p>This domain hosts short links.</p>');
    const alias = /^\/([A-Za-z0-9_-]{1,50})\/?$/.exec(c.req.path)?.[1];
    const link = alias ? openedLinks.byAliasOf(alias, domain.user_id) : undefined;
    if (!link) return notFound();
    return openLink(c, link, clientOf(c));
  };
};
