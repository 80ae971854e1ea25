import fc from 'fast-check';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { domainCreateSchema } from '../src/api/domains';
import { setUp } from './test-helpers';

/**
 * Branded domains over generated names and hosts: no spelling of an IP address, a local name or
 * a host of the server itself is ever accepted, and none is routed even when the database holds
 * it; public names are accepted (without a port) and routed, names public DNS cannot prove are
 * refused.
 */

const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'localdomain', 'home.arpa'];
const OWN_HOSTS = ['links.test', 'dash.example.com', hostname()]; // PUBLIC_URL, HOST_ALIASES, machine

const withPort = (host: string) =>
  fc.option(fc.integer({ min: 1, max: 65535 })).map((port) => (port ? `${host}:${port}` : host));
/** The same name in other letter cases and with a trailing dot, as a URL or Host may carry it. */
const spellings = (name: string) =>
  fc.tuple(fc.constantFrom('lower', 'upper', 'mixed'), fc.boolean()).chain(([letterCase, dot]) => {
    const cased =
      letterCase === 'lower'
        ? name
        : letterCase === 'upper'
          ? name.toUpperCase()
          : [...name].map((ch, i) => (i % 2 ? ch.toUpperCase() : ch)).join('');
    return withPort(dot ? `${cased}.` : cased);
  });

const ipHost = fc.oneof(
  fc.ipV4(),
  fc.ipV4Extended(), // 0x7f.1, 017700000001, 2130706433, ...
  fc.ipV6().map((ip) => `[${ip}]`),
  fc.ipV4().map((ip) => `[::ffff:${ip}]`),
  fc.constantFrom('127.1', '0x7f.0.0.1', '2130706433', '[::1]', '[::]', '0', '169.254.169.254'),
);
const localHost = fc
  .tuple(fc.option(fc.domain()), fc.constantFrom(...LOCAL_SUFFIXES))
  .chain(([sub, suffix]) => spellings(sub ? `${sub}.${suffix}` : suffix));
const ownHost = fc.constantFrom(...OWN_HOSTS).chain(spellings);
const serverHost = fc.oneof(ipHost.chain(withPort), localHost, ownHost);

const isLocalName = (name: string) =>
  LOCAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`)) ||
  OWN_HOSTS.includes(name);
/** A generated name under a real ICANN suffix (or an RFC 2606 one, which a local server allows). */
const publicName = fc
  .tuple(fc.domain(), fc.constantFrom('com', 'org', 'net', 'co.uk', 'de', 'app', 'example', 'test'))
  // Under a fixed registrable name: a random one may be a private suffix (`us.com`, `com.de`).
  .map(([name, suffix]) => `${name}.brand-example.${suffix}`)
  .filter((name) => name.length <= 253 && !isLocalName(name));
/** Names public DNS cannot prove: private networks, platforms' subdomains, wildcard DNS. */
const unprovableName = fc
  .tuple(
    fc.domain(),
    fc.constantFrom(
      'lan',
      'home',
      'corp',
      'router',
      'invalid',
      'onion',
      'github.io',
      'duckdns.org',
      'nip.io',
      'sslip.io',
      'lvh.me',
      'localtest.me',
      'traefik.me',
    ),
  )
  .map(([name, suffix]) => `${name}.${suffix}`)
  .filter((name) => name.length <= 253);

const schemaError = (domain: string) => {
  const result = z.safeParse(domainCreateSchema, { domain });
  return result.success ? null : result.error.issues[0].message;
};

const parses = (url: string) => {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
};

describe('branded domains (property)', () => {
  it('the shared schema refuses every IP address and local name, in any spelling', () => {
    fc.assert(
      fc.property(fc.oneof(ipHost.chain(withPort), localHost), fc.boolean(), (host, https) => {
        const domain = `${https ? 'https' : 'http'}://${host}`;
        const message = schemaError(domain);
        expect(message, domain).not.toBeNull();
        if (parses(domain))
          expect(message, domain).toMatch(/not an IP address|cannot be localhost|with a dot/);
      }),
    );
  });

  it('the server refuses every host it answers on, and accepts public names', async () => {
    const { user } = setUp({ hostAliases: ['dash.example.com'] });
    const a = user();
    await fc.assert(
      fc.asyncProperty(serverHost, async (host) => {
        const res = await a.call('POST', '/api/domain/add', { domain: `https://${host}` });
        expect(res.status, host).toBe(400);
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        publicName,
        fc.option(fc.integer({ min: 1, max: 65535 })),
        async (name, port) => {
          const domain = `https://${name}${port ? `:${port}` : ''}`;
          const res = await a.call('POST', '/api/domain/add', { domain });
          // A domain has one form: the name, without a port.
          if (port) {
            expect(schemaError(domain), domain).toMatch(/without a port/);
            expect(res.status, domain).toBe(400);
            return;
          }
          expect(schemaError(domain), domain).toBeNull();
          expect(res.status, `${domain}: ${JSON.stringify(res.json)}`).toBe(200);
          await a.call('DELETE', `/api/domain/${res.json.id}/delete`);
        },
      ),
    );
    expect((await a.call('GET', '/api/domains')).json.data.result).toBe(0);
  });

  it('the server refuses names public DNS cannot prove, and test names once it is public', async () => {
    const local = setUp().user();
    await fc.assert(
      fc.asyncProperty(unprovableName, async (name) => {
        const res = await local.call('POST', '/api/domain/add', { domain: `https://${name}` });
        expect(res.status, name).toBe(400);
        expect(res.json.fields.domain, name).toMatch(/Add a (public )?domain you own/);
      }),
    );
    const resolveDns = async () => {
      throw new Error('no lookup expected');
    };
    const deployed = setUp({ domainDnsCheck: true }, { resolveDns }).user();
    await fc.assert(
      fc.asyncProperty(fc.domain(), fc.constantFrom('example', 'test'), async (name, suffix) => {
        const res = await deployed.call('POST', '/api/domain/add', { domain: `${name}.${suffix}` });
        expect(res.status, name).toBe(400);
        expect(res.json.fields.domain, name).toMatch(/reserved for examples and tests/);
      }),
    );
  });

  it('routes only public names, whatever hosts the database holds', async () => {
    const { user, app, db } = setUp({ hostAliases: ['dash.example.com'] });
    const a = user();
    const insert = db.prepare(
      `INSERT OR IGNORE INTO domains (user_id, domain, host, redirectroot, redirect404, created_at)
       VALUES (?, ?, ?, 'https://evil.example/', 'https://evil.example/', '2024-01-01 00:00:00')`,
    );
    const locationFor = async (host: string, path: string) =>
      (await app.request(path, { headers: { Host: host } })).headers.get('Location');
    await fc.assert(
      fc.asyncProperty(serverHost, fc.constantFrom('/', '/sign-in', '/x'), async (host, path) => {
        const stored = host.toLowerCase();
        insert.run(a.id, `http://${stored}`, stored);
        expect(await locationFor(stored, path), stored).toBeNull();
      }),
    );
    await fc.assert(
      fc.asyncProperty(publicName, async (name) => {
        insert.run(a.id, `https://${name}`, name);
        expect(await locationFor(name, '/'), name).toBe('https://evil.example/');
      }),
    );
  });
});
