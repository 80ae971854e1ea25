import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { withoutInvisible } from '../../src/api/invisible-characters';
import { PERMISSIONS_POLICY } from '../http/respond';

/**
 * Escapes text for HTML element content and quoted attribute values, without the characters
 * that hide or reorder text (rows stored before the forms refused them).
 */
export const escapeHtml = (value: string): string =>
  withoutInvisible(value).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937;background:#fff}',
  'h1{font-size:1.4rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}',
  'pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f3f4f6;padding:1rem;border-radius:.5rem}',
  'a.button,button{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;background:#1a56db;color:#fff;border:0;border-radius:.4rem;font:inherit;text-decoration:none;cursor:pointer}',
  'ul{padding-left:1.2rem}li{margin:.4rem 0;overflow-wrap:anywhere}.muted{color:#4b5563}',
  'label{display:block;font-weight:600;margin-top:1rem}input{display:block;box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.4rem}',
  '.problem{color:#b91c1c;font-weight:600}:focus-visible{outline:3px solid #b45309;outline-offset:2px}',
  // Framed pages: a bar (title, the overlay's call to action) above the destination.
  'body.framed{max-width:none;margin:0;padding:0}.framed main{display:flex;flex-direction:column;height:100vh}',
  '.framed h1{font-size:1rem;margin:0;padding:.5rem 1rem;background:#111827;color:#fff}',
  '.cta{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center;padding:.5rem 1rem;background:#1a56db;color:#fff}.cta p{margin:0}.cta a.button{margin:0;background:#fff;color:#1a56db}',
  'iframe{flex:1;width:100%;border:0}',
].join('');

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** Sources a page adds to the base policy, by directive (a `'none'` is replaced). */
export type CspSources = Partial<
  Record<'script-src' | 'img-src' | 'connect-src' | 'frame-src' | 'form-action', string[]>
>;

const BASE_CSP: Record<string, string[]> = {
  'default-src': ["'none'"],
  'style-src': [`'sha256-${STYLE_HASH}'`],
  'img-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** Nothing but our one inline stylesheet may load or run, plus exactly the sources a page adds. */
export const pageCsp = (extra: CspSources = {}): string => {
  const directives: Record<string, string[]> = { ...BASE_CSP };
  for (const [name, sources] of Object.entries(extra)) {
    if (!sources?.length) continue;
    const base = (directives[name] ?? []).filter((source) => source !== "'none'");
    directives[name] = [...new Set([...base, ...sources])];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
};

export const PAGE_CSP = pageCsp();

export interface PageOptions {
  /** Escaped markup for `<head>`: a refresh, social preview tags. */
  head?: string;
  csp?: CspSources;
  /** The destination fills the window below a bar. */
  framed?: boolean;
}

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
  { head = '', csp, framed = false }: PageOptions = {},
) => {
  c.header('Content-Security-Policy', csp ? pageCsp(csp) : PAGE_CSP);
  publicSecurityHeaders(c);
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style>${head}</head><body${framed ? ' class="framed"' : ''}><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    status,
  );
};

export const notFoundPage = (c: Context, what = 'This link') =>
  page(c, 'Not found', `<p>${escapeHtml(what)} does not exist or was removed.</p>`, 404);

/**
 * A redirect to a stored destination (validated when it was saved); 303 answers a form. It goes
 * out as the URL parser's `href`, so a row saved before control characters were refused cannot
 * break the Location header.
 */
export const redirectTo = (c: Context, url: string, status: 302 | 303 = 302) => {
  let location: URL;
  try {
    location = new URL(url);
  } catch {
    return notFoundPage(c, "This link's destination");
  }
  c.header('Cache-Control', 'no-store');
  publicSecurityHeaders(c);
  return c.redirect(location.href, status);
};
