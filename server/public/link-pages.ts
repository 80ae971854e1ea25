import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { OverlayContent } from '../db/overlays-repository';
import type { SplashContent } from '../db/splash-pages-repository';
import { escapeHtml, page, redirectTo } from './html';
import type { PixelMarkup } from './pixel-tags';

/**
 * The pages a short link shows a visitor on the way to its destination. Every value from the
 * database is escaped here; every page keeps the strict policy of html.ts plus exactly the
 * sources it needs (the destination's origin in a frame, its pixels' providers).
 */

const hostOf = (href: string) => {
  try {
    return new URL(href).host || href;
  } catch {
    return href;
  }
};

const originOf = (href: string) => {
  try {
    return new URL(href).origin;
  } catch {
    return null;
  }
};

const link = (href: string, text: string, className = 'button') =>
  `<a class="${className}" href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** Sends the browser on after the page (and its pixels) has loaded: no script of ours needed. */
const refresh = (href: string, seconds: number) =>
  `<meta http-equiv="refresh" content="${seconds};url=${escapeHtml(href)}">`;

export const expiredPage = (c: Context) =>
  page(
    c,
    'This link has expired',
    '<p>The owner set this short link to stop working, and that time has passed.</p>',
    410,
  );

export interface PasswordForm {
  /** Where the form posts: the link's own short URL. */
  action: string;
  token: string;
  problem?: string;
}

export const passwordPage = (
  c: Context,
  { action, token, problem }: PasswordForm,
  status: ContentfulStatusCode = 200,
) => {
  const formAction = originOf(action);
  return page(
    c,
    'This link is protected',
    `<p>Enter the password you were given to open this link.</p>${
      problem ? `<p class="problem" role="alert" id="problem">${escapeHtml(problem)}</p>` : ''
    }<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="token" value="${escapeHtml(token)}"><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="100"${
      problem ? ' aria-describedby="problem" aria-invalid="true"' : ''
    } autofocus><button type="submit">Open the link</button></form>`,
    status,
    { csp: { 'form-action': formAction ? [formAction] : [] } },
  );
};

export const rateLimitedPage = (c: Context, retryAfter: number) => {
  c.header('Retry-After', String(retryAfter));
  return page(
    c,
    'Too many attempts',
    `<p class="problem" role="alert">Too many wrong passwords for this link. Try again in ${Math.ceil(retryAfter / 60)} minutes.</p>`,
    429,
  );
};

/** Redirects at once, or (with pixels) after a page that loads their tags. */
export const forward = (c: Context, href: string, pixels: PixelMarkup) => {
  if (!pixels.html) return redirectTo(c, href, c.req.method === 'POST' ? 303 : 302);
  return page(
    c,
    'Opening the link…',
    `<p>${link(href, `Continue to ${hostOf(href)}`, 'muted')}</p>${pixels.html}`,
    200,
    { head: refresh(href, 1), csp: pixels.csp },
  );
};

/** Choose between the app and the website (deep link without "open automatically"). */
export const appChoicePage = (c: Context, app: string, web: string, pixels: PixelMarkup) =>
  page(
    c,
    'Open in the app?',
    `<p>This link opens in an app if you have it.</p><p>${link(app, 'Open the app')}</p><p>${link(web, `Continue to ${hostOf(web)} in the browser`, 'muted')}</p>${pixels.html}`,
    200,
    { csp: pixels.csp },
  );

/** The service's splash (or one of the owner's splash pages), then the destination. */
export const splashPage = (
  c: Context,
  href: string,
  pixels: PixelMarkup,
  splash: SplashContent | null,
) => {
  const seconds = 5;
  const body = splash
    ? `${splash.message ? `<p>${escapeHtml(splash.message)}</p>` : ''}`
    : `<p>You are being sent to <strong>${escapeHtml(hostOf(href))}</strong>.</p>`;
  return page(
    c,
    splash ? splash.name : 'You are leaving for another site',
    `${body}<p class="muted">You will be taken there in ${seconds} seconds.</p><p>${link(href, `Continue to ${hostOf(href)}`)}</p>${pixels.html}`,
    200,
    { head: refresh(href, seconds), csp: pixels.csp },
  );
};

/** The destination in a frame, under a bar: the link's title, or an overlay's call to action. */
export const framePage = (
  c: Context,
  title: string,
  href: string,
  pixels: PixelMarkup,
  overlay: OverlayContent | null,
) => {
  const origin = originOf(href);
  const action =
    overlay && /^https?:\/\//i.test(overlay.button_url) && overlay.button_label
      ? link(overlay.button_url, overlay.button_label)
      : '';
  const bar = overlay
    ? `<aside class="cta" aria-label="Message from the link's owner"><p>${escapeHtml(overlay.message)}</p>${action}</aside>`
    : '';
  return page(
    c,
    title || hostOf(href),
    `${bar}<iframe src="${escapeHtml(href)}" title="${escapeHtml(hostOf(href))}"></iframe><p class="muted">${link(href, 'Open the page directly', 'muted')}</p>${pixels.html}`,
    200,
    {
      framed: true,
      csp: { ...pixels.csp, 'frame-src': origin ? [origin] : [] },
    },
  );
};

export interface SocialPreview {
  shortUrl: string;
  title: string;
  description: string;
  image: string;
}

/** What a link-preview crawler reads: Open Graph and Twitter card tags, never the destination. */
export const socialPreviewPage = (c: Context, preview: SocialPreview) => {
  const title = preview.title || hostOf(preview.shortUrl);
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : '';
  const head = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', preview.shortUrl),
    meta('property', 'og:title', title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:image', preview.image),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', preview.image),
  ].join('');
  return page(
    c,
    title,
    `${preview.description ? `<p>${escapeHtml(preview.description)}</p>` : ''}<p>${link(preview.shortUrl, 'Open the link')}</p>`,
    200,
    { head },
  );
};
