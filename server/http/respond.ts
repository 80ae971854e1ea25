import type { Context } from 'hono';
import type { AppEnv } from './types';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * No page of ours uses a device feature: every answer turns them all off. Only features Chromium
 * knows (it logs an unknown one as an error: e2e/security-headers.spec.ts watches for that).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * A fresh set of the headers every API answer carries; the gate adds CORS and rate-limit ones
 * key by key. One literal on purpose: an object begun by spreading another takes V8's slow
 * property path (~5 µs per answer against ~0.1 µs here, see docs/decisions/0021-server-storage-and-caches.md).
 */
export const apiHeaders = (): Record<string, string> => ({
  'Content-Type': JSON_TYPE,
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': PERMISSIONS_POLICY,
});

/**
 * A JSON answer: a plain Response whose headers are a plain object (the API's, gathered on the
 * way in). Plain headers keep @hono/node-server on its fast path; c.header() would build a
 * WHATWG Headers object for every answer.
 */
export const json = (
  c: Context<AppEnv>,
  body: unknown,
  status = 200,
  extra?: Record<string, string>,
): Response => {
  // Outside the API (health check, the site's errors) no gate gathered them: the API's own.
  const headers = c.get('apiHeaders') ?? apiHeaders();
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: headers && !extra ? headers : { ...headers, ...extra, 'Content-Type': JSON_TYPE },
  });
};
