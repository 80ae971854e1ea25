import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Hono } from 'hono';
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

/**
 * Serves the built dashboard: real files from dist/ (hashed /assets/* cached for a year),
 * index.html for every other GET so client-side routes load. Does nothing without a build.
 */
export const mountDashboard = (app: Hono<AppEnv>, distDir: string): boolean => {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return false;
  const index = readFileSync(indexPath);
  const root = normalize(distDir + sep);

  app.get('*', (c) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      path = '/';
    }
    const file = normalize(join(distDir, path));
    const isFile =
      file.startsWith(root) && !path.includes('\0') && existsSync(file) && statSync(file).isFile();
    if (isFile) {
      c.header('Content-Type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
      c.header('X-Content-Type-Options', 'nosniff');
      c.header(
        'Cache-Control',
        path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
      return c.body(readFileSync(file));
    }
    if (path.startsWith('/assets/')) return c.text('Not found', 404);
    c.header('Content-Type', 'text/html; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(index);
  });
  return true;
};
