import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dashboardSegments, navigationAllowlist } from './installed-app-plugin';

const allowlist = navigationAllowlist(dashboardSegments(resolve(import.meta.dirname, '..', '..')));
/** Paths written one after the other. */
const paths = (list: string) => list.split(' ');
/** What the service worker does: the cached page only when a pattern matches path + query. */
const answeredFromCache = (pathAndQuery: string) => allowlist.some((re) => re.test(pathAndQuery));

describe('the service worker answers navigations', () => {
  it('from the cached page for the dashboard’s own pages, with or without a query', () => {
    for (const path of paths(
      '/ /?from=home /sign-in /overview /links /links?page=2&limit=25 /links/12/stats /links/import /qr /qr/new /qr/7/edit /campaigns /channels/3 /splash-pages /account',
    ))
      expect(answeredFromCache(path), path).toBe(true);
  });

  it('never for short links, QR links, rotators, campaign lists, the API or the health check', () => {
    for (const path of paths(
      '/s/spring /q/abc123 /q/abc123.svg /r/rotator /c/ref /b/alias /spring /healthz /api/urls /qrx /linksy /robots.txt',
    ))
      expect(answeredFromCache(path), path).toBe(false);
  });
});
