import { isIP } from 'node:net';
import { resolve } from 'node:path';

/** Everything the server reads from the environment, validated once at start-up. */
export interface Config {
  host: string;
  port: number;
  databasePath: string;
  publicUrl: string;
  /** Other host names this server is reached at (lower case): never a user's branded domain. */
  hostAliases: string[];
  rateLimitPerMinute: number;
  /** `'*'` for any origin, otherwise the exact origins allowed to call the API. */
  corsOrigins: '*' | string[];
  domainDnsCheck: boolean;
  /** An IP address (A record) or host name (CNAME) a branded domain must point to. */
  domainDnsTarget: string | null;
  /** The built dashboard; served at `/` when it holds an index.html. */
  distDir: string;
  /** A file that gets one JSON line per `/api` request (method, url, status); null: off. */
  requestLog: string | null;
  /** Proxy mode: `/api/*` goes to this instance (origin plus optional path, no trailing slash). */
  upstreamApiUrl: string | null;
  /** How long the upstream may stay silent (no answer, no body bytes) before a 504. */
  upstreamTimeoutMs: number;
  /** Origins the dashboard may call besides its own (the CSP's connect-src). */
  cspConnectSrc: string[];
  /**
   * Origins the dashboard may load images from besides its own (the CSP's img-src): the API's,
   * whose QR images real instances link. Proxy mode adds the upstream's origin by itself.
   */
  cspImgSrc: string[];
  /** `real`: the API answers as deployed instances do (docs/api.md, "How real instances differ"). */
  apiDialect: ApiDialectName;
  /** Off: API answers carry no X-RateLimit-* or Retry-After headers (an unlimited plan). */
  rateLimitHeaders: boolean;
  /** A proxy in front sets CF-IPCountry / X-Country-Code: visits take their country from it. */
  trustProxyCountryHeader: boolean;
  /**
   * One reverse proxy in front appends the client's address to X-Forwarded-For and states the
   * scheme and host it was reached at (X-Forwarded-Proto / -Host): see server/http/forwarded.ts.
   */
  trustProxy: boolean;
}

export const API_DIALECTS = ['contract', 'real'] as const;
export type ApiDialectName = (typeof API_DIALECTS)[number];

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const integer = (env: Env, name: string, fallback: number, min: number, max: number): number => {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  return Number(raw);
};

const origin = (name: string, value: string): string => {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    return url.origin;
  } catch {
    throw new ConfigError(
      `${name} must be a full http(s) address like https://links.example.com (got "${value}").`,
    );
  }
};

/** An http(s) base URL such as https://links.example.com or https://example.com/links. */
const baseUrl = (name: string, value: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    url = new URL('invalid:');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(
      `${name} must be a full http(s) address like https://links.example.com (got "${value}").`,
    );
  if (url.username || url.password || url.search || url.hash)
    throw new ConfigError(
      `${name} must be a plain base address, without user name, password, query or #fragment (got "${value}").`,
    );
  return url.origin + url.pathname.replace(/\/+$/, '');
};

/** A comma-separated list of bare origins (scheme, host, port), as a CSP source list needs. */
const originList = (env: Env, name: string): string[] =>
  (env[name] ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      let url: URL | null = null;
      try {
        url = new URL(o);
      } catch {
        // reported below
      }
      if (
        !url ||
        (url.protocol !== 'http:' && url.protocol !== 'https:') ||
        url.pathname !== '/' ||
        url.search ||
        url.hash ||
        url.username ||
        url.password
      )
        throw new ConfigError(
          `${name} must list origins like https://api.example.com, comma-separated (got "${o}").`,
        );
      return url.origin;
    });

/** A comma-separated list of host names (no scheme, no port), lower case. */
const hostList = (env: Env, name: string): string[] =>
  (env[name] ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase().replace(/\.+$/, ''))
    .filter(Boolean)
    .map((h) => {
      if (!/^[a-z0-9.-]+$/.test(h) && !(isIP(h.replace(/^\[|\]$/g, '')) === 6))
        throw new ConfigError(
          `${name} must list host names like links.example.com, comma-separated, without scheme or port (got "${h}").`,
        );
      return h;
    });

const flag = (env: Env, name: string, fallback = false): boolean => {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  throw new ConfigError(`${name} must be 1 or 0 (got "${env[name]}").`);
};

/** A host name only this machine reaches: the default 127.0.0.1, localhost, [::1]. */
const isLoopback = (hostname: string): boolean =>
  /^127\.\d+\.\d+\.\d+$|^\[::1\]$|(^|\.)localhost\.?$/i.test(hostname);

export const loadConfig = (env: Env = process.env): Config => {
  const host = env.HOST?.trim() || '127.0.0.1';
  if (!/^[A-Za-z0-9.:-]+$/.test(host))
    throw new ConfigError(`HOST must be a host name or IP address (got "${host}").`);
  const port = integer(env, 'PORT', 8787, 0, 65535);
  const urlHost = isIP(host) === 6 ? `[${host}]` : host;
  const publicUrl = env.PUBLIC_URL?.trim()
    ? origin('PUBLIC_URL', env.PUBLIC_URL.trim())
    : `http://${urlHost}:${port}`;
  const cors = env.CORS_ORIGINS?.trim() ?? '';
  const corsOrigins: Config['corsOrigins'] =
    cors === '' || cors === '*'
      ? '*'
      : cors
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean)
          .map((o) => origin('CORS_ORIGINS', o));
  const dialect = env.API_DIALECT?.trim() || 'contract';
  const apiDialect = API_DIALECTS.find((d) => d === dialect);
  if (!apiDialect)
    throw new ConfigError(`API_DIALECT must be ${API_DIALECTS.join(' or ')} (got "${dialect}").`);
  const upstream = env.UPSTREAM_API_URL?.trim();
  const requestLog = env.REQUEST_LOG?.trim();
  const databasePath = env.DATABASE_PATH?.trim() || './data/linkdeck.sqlite';
  const domainDnsTarget = env.DOMAIN_DNS_TARGET?.trim() || null;
  if (
    domainDnsTarget !== null &&
    !isIP(domainDnsTarget) &&
    !/^[A-Za-z0-9.-]+$/.test(domainDnsTarget)
  )
    throw new ConfigError(
      `DOMAIN_DNS_TARGET must be an IP address or a host name (got "${domainDnsTarget}").`,
    );
  return {
    host,
    port,
    databasePath: databasePath === ':memory:' ? databasePath : resolve(databasePath),
    publicUrl,
    hostAliases: hostList(env, 'HOST_ALIASES'),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 30, 1, 1_000_000_000),
    corsOrigins,
    // A service reachable from other machines proves who owns a domain; a local one cannot be.
    domainDnsCheck: flag(env, 'DOMAIN_DNS_CHECK', !isLoopback(new URL(publicUrl).hostname)),
    domainDnsTarget,
    distDir: resolve(env.DIST_DIR?.trim() || 'dist'),
    requestLog: requestLog ? resolve(requestLog) : null,
    upstreamApiUrl: upstream ? baseUrl('UPSTREAM_API_URL', upstream) : null,
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_SECONDS', 30, 1, 3600) * 1000,
    cspConnectSrc: originList(env, 'CSP_CONNECT_SRC'),
    cspImgSrc: originList(env, 'CSP_IMG_SRC'),
    apiDialect,
    rateLimitHeaders: flag(env, 'RATE_LIMIT_HEADERS', true),
    trustProxyCountryHeader: flag(env, 'TRUST_PROXY_COUNTRY_HEADER'),
    trustProxy: flag(env, 'TRUST_PROXY'),
  };
};

/** A config for tests and tools: defaults plus overrides, without reading the environment. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ DATABASE_PATH: ':memory:', PUBLIC_URL: 'http://links.test' }),
  distDir: resolve('server/__no_dist__'),
  // No DNS from tests unless a test asks for it (with a stub resolver).
  domainDnsCheck: false,
  ...overrides,
});
