import type { Context } from 'hono';
import { isExpired, parseRedirectType } from '../../src/api/link-options';
import { verifyPassword } from '../credentials';
import type { Config } from '../config';
import { publicOrigin } from '../http/forwarded';
import type { Deps } from '../http/types';
import { readText } from '../http/validate';
import type { ClientInfo } from '../visits';
import { notFoundPage, page } from './html';
import {
  appChoicePage,
  expiredPage,
  forward,
  framePage,
  passwordPage,
  rateLimitedPage,
  socialPreviewPage,
  splashPage,
} from './link-pages';
import { appLinkFor, isPreviewCrawler, visitorOf, webDestinationFor } from './link-targets';
import type { OpenedLink } from './opened-links';
import { passwordGuard } from './password-guard';
import { pixelMarkup } from './pixel-tags';
import type { VisitTracker } from './routes';

/** Opens a short link for a visitor (GET), or takes its password form (POST). */
export type LinkOpener = (
  c: Context,
  link: OpenedLink | undefined,
  client: ClientInfo,
) => Response | Promise<Response>;

/**
 * A form posted from another site: browsers say so in Sec-Fetch-Site or Origin. Our own origin
 * is the form's action (PUBLIC_URL's or the branded domain's scheme) or, behind a trusted
 * proxy, the scheme and host it reports: behind TLS termination the socket is plain http.
 */
const isCrossSite = (c: Context, action: string, config: Config): boolean => {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return true;
  const origin = c.req.header('origin');
  if (origin === undefined || origin === 'null') return false;
  const own = new Set([publicOrigin(c, config)]);
  if (URL.canParse(action)) own.add(new URL(action).origin);
  return !own.has(origin);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Everything a link's options do for a visitor, in this order: expired → 410; a preview crawler
 * → the social preview; a password → its form until the right one is posted; then the click is
 * counted and the visitor is sent on: to the app (deep link), else to the target their country,
 * device or language chooses (with the link's parameters), directly, framed, under an overlay or
 * after a splash page, loading the link's pixels on the way.
 */
export const linkOpener = ({ repos, urls, config }: Deps, tracker: VisitTracker): LinkOpener => {
  const guard = passwordGuard();

  /** null: the right password was posted; otherwise the page to show. */
  const passwordCheck = async (
    c: Context,
    link: OpenedLink & { password_hash: string },
    client: ClientInfo,
  ): Promise<Response | null> => {
    const visitor = `${client.ip}\n${client.userAgent}`;
    const action = urls.shortLink(link.alias, link.branded);
    const form = (problem?: string, status: 200 | 403 = 200) =>
      passwordPage(
        c,
        {
          action,
          token: guard.token(link.id, visitor),
          problem,
        },
        status,
      );
    if (c.req.method !== 'POST') return form();
    if (isCrossSite(c, action, config)) return form('Enter the password on this page.', 403);
    const { retryAfter, delayMs } = guard.attempt(link.id, client.ip);
    if (retryAfter > 0) return rateLimitedPage(c, retryAfter);
    if (delayMs > 0) await sleep(delayMs);
    const sent = new URLSearchParams(await readText(c.req.raw));
    if (!guard.isValidToken(sent.get('token'), link.id, visitor))
      return form('This form has expired. Enter the password again.', 403);
    const password = (sent.get('password') ?? '').trim();
    if (!(await verifyPassword(password, link.password_hash)))
      return form('That password is not right. Try again.', 403);
    return null;
  };

  const sendOn = (c: Context, link: OpenedLink, client: ClientInfo) => {
    const { routing } = link;
    const visitor = visitorOf(routing, client, c.req.header('accept-language'));
    const pixels = pixelMarkup(link.pixels);
    const web = webDestinationFor(link.url, routing, visitor);
    const app = appLinkFor(routing, visitor);
    if (app)
      return routing.deeplink?.auto ? forward(c, app, pixels) : appChoicePage(c, app, web, pixels);
    const type = parseRedirectType(link.redirect_type);
    switch (type?.kind) {
      case 'frame':
        return framePage(c, link.title, web, pixels, null);
      case 'overlay': {
        const overlay = repos.overlays.content(type.id, link.user_id);
        return overlay ? framePage(c, link.title, web, pixels, overlay) : forward(c, web, pixels);
      }
      case 'splash':
        return splashPage(c, web, pixels, null);
      case 'splash-page': {
        const splash = repos.splashPages.content(type.id, link.user_id);
        return splash ? splashPage(c, web, pixels, splash) : forward(c, web, pixels);
      }
      default:
        return forward(c, web, pixels);
    }
  };

  return async (c, link, client) => {
    if (!link) return notFoundPage(c, 'This short link');
    if (isExpired(link.expiry)) return expiredPage(c);
    if (c.req.method === 'POST' && !link.password_hash)
      return page(c, 'Nothing to send', '<p>This link takes no form. Open it instead.</p>', 405);
    if ((link.meta_description || link.meta_image) && isPreviewCrawler(client.userAgent))
      return socialPreviewPage(c, {
        shortUrl: urls.shortLink(link.alias, link.branded),
        title: link.title,
        description: link.meta_description,
        image: link.meta_image,
      });
    if (link.password_hash) {
      const blocked = await passwordCheck(
        c,
        { ...link, password_hash: link.password_hash },
        client,
      );
      if (blocked) return blocked;
    }
    tracker.record(c, 's', link.id, link.user_id);
    return sendOn(c, link, client);
  };
};
