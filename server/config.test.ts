import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      publicUrl: 'http://127.0.0.1:8787',
      rateLimitPerMinute: 30,
      corsOrigins: '*',
      domainDnsCheck: false,
      domainDnsTarget: null,
      hostAliases: [],
      requestLog: null,
      upstreamApiUrl: null,
      upstreamTimeoutMs: 30_000,
      cspConnectSrc: [],
      apiDialect: 'contract',
      rateLimitHeaders: true,
      trustProxyCountryHeader: false,
      trustProxy: false,
    });
    expect(config.databasePath).toMatch(/data\/linkdeck\.sqlite$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9000',
      DATABASE_PATH: ':memory:',
      PUBLIC_URL: 'https://l.example.com/',
      HOST_ALIASES: 'Links.Example.com., 10.0.0.5',
      RATE_LIMIT_PER_MINUTE: '120',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      DOMAIN_DNS_CHECK: '1',
      DOMAIN_DNS_TARGET: 'edge.example.net',
      REQUEST_LOG: '/tmp/requests.jsonl',
      UPSTREAM_API_URL: 'https://Links.Example.com/app/',
      UPSTREAM_TIMEOUT_SECONDS: '5',
      CSP_CONNECT_SRC: 'https://api.example.com, http://127.0.0.1:9000/',
      CSP_IMG_SRC: 'https://links.example.com',
      API_DIALECT: 'real',
      RATE_LIMIT_HEADERS: 'off',
      TRUST_PROXY_COUNTRY_HEADER: '1',
      TRUST_PROXY: 'yes',
    });
    expect(config).toMatchObject({
      apiDialect: 'real',
      rateLimitHeaders: false,
      trustProxyCountryHeader: true,
      trustProxy: true,
      requestLog: '/tmp/requests.jsonl',
      upstreamApiUrl: 'https://links.example.com/app',
      upstreamTimeoutMs: 5000,
      cspConnectSrc: ['https://api.example.com', 'http://127.0.0.1:9000'],
      cspImgSrc: ['https://links.example.com'],
      host: '0.0.0.0',
      port: 9000,
      databasePath: ':memory:',
      publicUrl: 'https://l.example.com',
      hostAliases: ['links.example.com', '10.0.0.5'],
      rateLimitPerMinute: 120,
      corsOrigins: ['https://a.example', 'https://b.example'],
      domainDnsCheck: true,
      domainDnsTarget: 'edge.example.net',
    });
  });

  it('checks branded domains in DNS by default once other machines reach the service', () => {
    expect(loadConfig({}).domainDnsCheck).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8787' }).domainDnsCheck).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://[::1]:8787' }).domainDnsCheck).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://links.example.com' }).domainDnsCheck).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '80' }).domainDnsCheck).toBe(true);
    expect(
      loadConfig({ PUBLIC_URL: 'https://links.example.com', DOMAIN_DNS_CHECK: '0' }).domainDnsCheck,
    ).toBe(false);
  });

  it.each([
    [{ PORT: '80a' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, /RATE_LIMIT_PER_MINUTE/],
    [{ PUBLIC_URL: 'links.example.com' }, /PUBLIC_URL must be a full http\(s\) address/],
    [{ CORS_ORIGINS: 'ftp://x' }, /CORS_ORIGINS/],
    [{ DOMAIN_DNS_CHECK: 'maybe' }, /DOMAIN_DNS_CHECK must be 1 or 0/],
    [{ HOST: 'a b' }, /HOST/],
    [{ HOST_ALIASES: 'https://links.example.com' }, /HOST_ALIASES must list host names/],
    [{ HOST_ALIASES: 'links.example.com:8080' }, /HOST_ALIASES must list host names/],
    [{ API_DIALECT: 'fake' }, /API_DIALECT must be contract or real/],
    [{ RATE_LIMIT_HEADERS: 'sometimes' }, /RATE_LIMIT_HEADERS must be 1 or 0/],
    [
      { UPSTREAM_API_URL: 'links.example.com' },
      /UPSTREAM_API_URL must be a full http\(s\) address/,
    ],
    [{ UPSTREAM_API_URL: 'https://u:p@links.example.com' }, /UPSTREAM_API_URL must be a plain/],
    [{ UPSTREAM_API_URL: 'https://links.example.com/?x=1' }, /UPSTREAM_API_URL must be a plain/],
    [{ UPSTREAM_TIMEOUT_SECONDS: '0' }, /UPSTREAM_TIMEOUT_SECONDS/],
    [{ CSP_CONNECT_SRC: 'https://api.example.com/v1' }, /CSP_CONNECT_SRC must list origins/],
    [{ CSP_CONNECT_SRC: "'unsafe-eval'" }, /CSP_CONNECT_SRC must list origins/],
    [{ CSP_IMG_SRC: 'https://a.example *' }, /CSP_IMG_SRC must list origins/],
    [{ CSP_CONNECT_SRC: 'https://a.example; script-src *' }, /CSP_CONNECT_SRC/],
  ])('rejects %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
