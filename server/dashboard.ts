import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import type { Config } from './config';
import { requestHeader } from './http/headers';
import { PERMISSIONS_POLICY } from './http/respond';
import type { AppEnv } from './http/types';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** Text formats worth compressing (images and fonts already are). */
const COMPRESSIBLE = new Set([
  '.js',
  '.css',
  '.html',
  '.svg',
  '.txt',
  '.json',
  '.webmanifest',
  '.map',
]);
/** The last segment of a path that names a file (`/favicon.png`), never a page of the app. */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,12}$/;

/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * The dashboard's policy: only our own scripts, styles, fonts and API; images also from
 * data:/blob: URLs (canvas exports of QR codes) and from the API's origin (`imgSrc`: the QR
 * images real instances link). `connect-src` grows with CSP_CONNECT_SRC.
 */
export const dashboardCsp = (
  connectSrc: readonly string[] = [],
  imgSrc: readonly string[] = [],
): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ["img-src 'self' data: blob:", ...imgSrc].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...connectSrc].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** Headers of every dashboard answer: the HTML, its assets and the client-side-route fallback. */
export const dashboardHeaders = (
  connectSrc: readonly string[] = [],
  imgSrc: readonly string[] = [],
): Record<string, string> => ({
  'Content-Security-Policy': dashboardCsp(connectSrc, imgSrc),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
});

type Bytes = Uint8Array<ArrayBuffer>;
/** Node's Buffers are Uint8Arrays over a (never shared) ArrayBuffer; the DOM types want that said. */
const bytes = (buffer: Buffer): Bytes => buffer as Bytes;

interface StaticFile {
  type: string;
  cacheControl: string;
  raw: Bytes;
  /** Text files big enough to be worth compressing; each coding is made on first demand. */
  compressible: boolean;
  br?: Bytes;
  gzip?: Bytes;
}

/**
 * Fast settings on purpose: brotli quality 5 compresses nearly as well as quality 11 for a small
 * fraction of its CPU, and quality 11 running on a first visit slows that visit's page down.
 */
const ENCODERS = {
  br: (raw: Bytes) =>
    brotliCompressSync(raw, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  gzip: (raw: Bytes) => gzipSync(raw, { level: 9 }),
};

/** The file's bytes in this coding, made once and kept. */
const encoded = (file: StaticFile, coding: keyof typeof ENCODERS): Bytes =>
  (file[coding] ??= bytes(ENCODERS[coding](file.raw)));

const staticFile = (path: string, type: string, cacheControl: string, raw: Bytes): StaticFile => ({
  type,
  cacheControl,
  raw,
  compressible: COMPRESSIBLE.has(extname(path).toLowerCase()) && raw.length >= MIN_COMPRESS_BYTES,
});

/** Whether an Accept-Encoding header accepts this coding (an explicit `;q=0` refuses it). */
export const acceptsEncoding = (header: string | undefined, coding: string): boolean => {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding) return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
};

const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Hashed assets never change; the service worker is checked for a new version at every visit
 * (a stale copy would keep an old release, or a broken one, installed); other root files
 * (manifest, icons, robots.txt) may be a few minutes old.
 */
const cacheControlOf = (path: string) => {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path === SERVICE_WORKER_PATH) return 'no-cache';
  return 'public, max-age=300';
};

/**
 * Serves the built dashboard: real files from dist/ (hashed /assets/* cached for a year),
 * index.html for every other GET so client-side routes load. Text files are compressed once per
 * coding, on the first request that asks for it, and kept in memory. Does nothing without a build.
 */
export const mountDashboard = (
  app: Hono<AppEnv>,
  {
    distDir,
    cspConnectSrc,
    cspImgSrc,
    upstreamApiUrl,
  }: Pick<Config, 'distDir' | 'cspConnectSrc' | 'cspImgSrc' | 'upstreamApiUrl'>,
): boolean => {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return false;
  const root = normalize(distDir + sep);
  // In proxy mode the instance's QR images come from its own origin, never through us.
  const imgSrc = upstreamApiUrl ? [...cspImgSrc, new URL(upstreamApiUrl).origin] : cspImgSrc;
  const security = dashboardHeaders(cspConnectSrc, [...new Set(imgSrc)]);
  const index = staticFile(indexPath, TYPES['.html'], 'no-cache', bytes(readFileSync(indexPath)));
  const files = new Map<string, StaticFile>();

  const load = (path: string): StaticFile | undefined => {
    const cached = files.get(path);
    if (cached) return cached;
    const file = normalize(join(distDir, path));
    if (!file.startsWith(root) || path.includes('\0') || !existsSync(file)) return undefined;
    if (!statSync(file).isFile()) return undefined;
    const entry = staticFile(
      file,
      TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      cacheControlOf(path),
      bytes(readFileSync(file)),
    );
    files.set(path, entry);
    return entry;
  };

  const send = (c: Context<AppEnv>, file: StaticFile): Response => {
    const headers: Record<string, string> = {
      ...security,
      'Content-Type': file.type,
      'Cache-Control': file.cacheControl,
    };
    let body = file.raw;
    if (file.compressible) {
      headers.Vary = 'Accept-Encoding';
      const accepted = requestHeader(c, 'accept-encoding');
      const coding = (['br', 'gzip'] as const).find((name) => acceptsEncoding(accepted, name));
      if (coding) {
        body = encoded(file, coding);
        headers['Content-Encoding'] = coding;
      }
    }
    return new Response(body, { headers });
  };

  const notFound = () =>
    new Response('Not found', {
      status: 404,
      headers: { ...security, 'Content-Type': 'text/plain; charset=utf-8' },
    });

  app.get('*', (c) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return notFound(); // not even a valid address: no file and no page of the app
    }
    const file = path === '/index.html' ? index : load(path);
    if (file) return send(c, file);
    // A missing file (under /assets/, or a name with an extension) is a 404, not the app.
    if (path.startsWith('/assets/') || FILE_NAME.test(path)) return notFound();
    return send(c, index);
  });
  return true;
};
