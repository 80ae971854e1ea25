import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PERMISSIONS_POLICY } from '../http/respond';

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937;background:#fff}',
  'h1{font-size:1.4rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}',
  'pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f3f4f6;padding:1rem;border-radius:.5rem}',
  'a.button{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;background:#1a56db;color:#fff;border-radius:.4rem;text-decoration:none}',
  'ul{padding-left:1.2rem}li{margin:.4rem 0;overflow-wrap:anywhere}.muted{color:#4b5563}',
].join('');

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** Nothing but our one inline stylesheet may load or run on these pages. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** What every public answer carries: never sniffed, no device features. */
export const publicSecurityHeaders = (c: Context) => {
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Permissions-Policy', PERMISSIONS_POLICY);
};

/** A small server-rendered page: `body` must already be escaped HTML. */
export const page = (
  c: Context,
  title: string,
  body: string,
  status: ContentfulStatusCode = 200,
) => {
  c.header('Content-Security-Policy', PAGE_CSP);
  publicSecurityHeaders(c);
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    status,
  );
};

export const notFoundPage = (c: Context, what = 'This link') =>
  page(c, 'Not found', `<p>${escapeHtml(what)} does not exist or was removed.</p>`, 404);

/**
 * A redirect to a stored destination (validated as http(s) when it was saved). It goes out as
 * the URL parser's `href`, so a row saved before control characters were refused cannot break
 * the Location header.
 */
export const redirectTo = (c: Context, url: string) => {
  let location: URL;
  try {
    location = new URL(url);
  } catch {
    return notFoundPage(c, "This link's destination");
  }
  if (location.protocol !== 'http:' && location.protocol !== 'https:')
    return notFoundPage(c, "This link's destination");
  c.header('Cache-Control', 'no-store');
  publicSecurityHeaders(c);
  return c.redirect(location.href, 302);
};
