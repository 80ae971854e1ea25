import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { verificationValue } from '../domain-dns';
import type { DnsResolver } from '../http/types';
import { oneUser, setUp } from '../test-helpers';

describe('branded domains', () => {
  it('adds, lists, updates and deletes a domain', async () => {
    const a = oneUser();
    const add = await a.call('POST', '/api/domain/add', {
      domain: 'https://Go.Example.com/',
      redirectroot: 'https://example.com',
    });
    expect(add.json).toEqual({ error: 0, id: expect.any(Number) });
    const list = await a.call('GET', '/api/domains');
    expect(list.json).toEqual({
      error: '0',
      data: {
        result: 1,
        perpage: 15,
        currentpage: 1,
        nextpage: null,
        maxpage: 1,
        domains: [
          {
            id: add.json.id,
            domain: 'https://go.example.com',
            // Stored as sent, as real instances do (decision 0046).
            redirectroot: 'https://example.com',
            redirect404: '',
          },
        ],
      },
    });
    const update = await a.call('PUT', `/api/domain/${add.json.id}/update`, {
      redirect404: 'https://example.com/missing',
    });
    expect(update.json).toEqual({ error: 0, message: 'Domain updated.' });
    const after = (await a.call('GET', '/api/domains')).json.data.domains[0];
    expect(after.redirectroot).toBe('https://example.com');
    expect(after.redirect404).toBe('https://example.com/missing');
    expect((await a.call('DELETE', `/api/domain/${add.json.id}/delete`)).json).toEqual({
      error: 0,
      message: 'Domain deleted.',
    });
    expect((await a.call('GET', '/api/domains')).json.data.domains).toEqual([]);
  });

  it('paginates', async () => {
    const a = oneUser();
    for (let i = 0; i < 5; i++)
      await a.call('POST', '/api/domain/add', { domain: `https://d${i}.example.com` });
    const page = (await a.call('GET', '/api/domains?limit=2&page=2')).json.data;
    expect(page).toMatchObject({ result: 5, perpage: 2, currentpage: 2, nextpage: 3, maxpage: 3 });
    expect(page.domains.map((d: { domain: string }) => d.domain)).toEqual([
      'https://d2.example.com',
      'https://d1.example.com',
    ]);
    const last = (await a.call('GET', '/api/domains?limit=2&page=3')).json.data;
    expect(last.nextpage).toBeNull();
    const beyond = (await a.call('GET', '/api/domains?limit=2&page=9')).json.data;
    expect(beyond.domains).toEqual([]);
  });

  it('validates the domain and redirects', async () => {
    const a = oneUser();
    const cases: [unknown, string, RegExp][] = [
      [{}, 'domain', /Domain is required/],
      [{ domain: `${'a'.repeat(64)}.example.com` }, 'domain', /at most 63/],
      [{ domain: `${'abcdefghi.'.repeat(30)}com` }, 'domain', /253 characters/],
      [{ domain: 'go_links.example.com' }, 'domain', /valid host name/],
      [{ domain: 'https://go.example.com/path' }, 'domain', /no path or query/],
      [{ domain: 'ftp://go.example.com' }, 'domain', /http/],
      [{ domain: 42 }, 'domain', /must be text/],
      [
        { domain: 'https://a.example.com', redirectroot: 'javascript:alert(1)' },
        'redirectroot',
        /http/,
      ],
      [{ domain: 'https://a.example.com', redirect404: 'nope' }, 'redirect404', /http/],
      [{ domain: 'https://a.example.com', color: 'red' }, 'color', /Unknown field "color"/],
      [{ domain: 'http://links.test' }, 'domain', /service itself/],
    ];
    for (const [body, field, message] of cases) {
      const res = await a.call('POST', '/api/domain/add', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toBe(1);
      expect(res.json.fields[field], JSON.stringify(body)).toMatch(message);
    }
    expect((await a.call('GET', '/api/domains')).json.data.result).toBe(0);
  });

  it('takes a bare host name (IDN included) as its https:// origin', async () => {
    const a = oneUser();
    for (const domain of ['go.example.com', 'münchen.example']) {
      const res = await a.call('POST', '/api/domain/add', { domain });
      expect(res.status, domain).toBe(200);
    }
    const listed = (await a.call('GET', '/api/domains')).json.data.domains.map(
      (d: { domain: string }) => d.domain,
    );
    expect(listed.sort()).toEqual(['https://go.example.com', 'https://xn--mnchen-3ya.example']);
  });

  it('refuses every host the service itself answers on, in any spelling', async () => {
    const { user } = setUp({ hostAliases: ['dash.example.com'] });
    const a = user();
    const refused = [
      'http://localhost:8787',
      'http://LOCALHOST.',
      'http://app.localhost',
      'http://[::1]',
      'http://0.0.0.0',
      'http://127.0.0.2',
      'http://127.1',
      'http://0x7f.0.0.1',
      'http://2130706433',
      'http://[::ffff:127.0.0.1]',
      'http://10.0.0.5',
      'http://192.168.1.20:8080',
      'http://169.254.169.254',
      'http://[fe80::1]',
      'http://[fd00::1]',
      'http://printer.local',
      // PUBLIC_URL is http://links.test: its host on another port or spelled differently.
      'https://links.test:8443',
      'http://LINKS.test.',
      // HOST_ALIASES and the machine's own name.
      'https://dash.example.com',
      `http://${hostname()}`,
    ];
    for (const domain of refused) {
      const res = await a.call('POST', '/api/domain/add', { domain });
      expect(res.status, domain).toBe(400);
      expect(res.json.fields.domain, domain).toMatch(
        /not an IP address|cannot be localhost|service itself|full domain name|without a port/,
      );
    }
    expect((await a.call('GET', '/api/domains')).json.data.result).toBe(0);
  });

  it('refuses names public DNS cannot prove to be anyone’s', async () => {
    const a = oneUser();
    const cases: [string, RegExp][] = [
      ['nas.lan', /\.lan is not a public top-level domain, so nas\.lan only exists/],
      ['router.home', /\.home is not a public top-level domain/],
      ['https://127.0.0.1.nip.io', /nip\.io is a wildcard DNS service/],
      ['10-0-0-1.sslip.io', /sslip\.io is a wildcard DNS service/],
      ['lvh.me', /lvh\.me is a wildcard DNS service/],
      ['app.localtest.me', /localtest\.me is a wildcard DNS service/],
      ['me.github.io', /github\.io hands out its subdomains/],
      ['home.duckdns.org', /duckdns\.org hands out its subdomains/],
      ['shop.invalid', /\.invalid is a special-use name/],
      ['hidden.onion', /\.onion is a special-use name/],
      ['co.uk', /co\.uk is a public suffix/],
    ];
    for (const [domain, message] of cases) {
      const res = await a.call('POST', '/api/domain/add', { domain });
      expect(res.status, domain).toBe(400);
      expect(res.json.fields.domain, domain).toMatch(message);
    }
    expect((await a.call('GET', '/api/domains')).json.data.result).toBe(0);
    // Public names, also under a multi-label suffix, are fine.
    for (const domain of ['go.example.co.uk', 'example.com', 'links.shop.app'])
      expect((await a.call('POST', '/api/domain/add', { domain })).status, domain).toBe(200);
  });

  it('takes .example and .test names only while the DNS proof is off (a local server)', async () => {
    const local = oneUser({ domainDnsCheck: false });
    for (const domain of ['go.northwind-coffee.example', 'links.test.test'])
      expect((await local.call('POST', '/api/domain/add', { domain })).status, domain).toBe(200);
    const asked: string[] = [];
    const { user } = setUp(
      { domainDnsCheck: true },
      { resolveDns: async (hostname) => (asked.push(hostname), []) },
    );
    const res = await user().call('POST', '/api/domain/add', {
      domain: 'go.northwind-coffee.example',
    });
    expect(res.status).toBe(400);
    expect(res.json.fields.domain).toBe(
      '.example is reserved for examples and tests, and this service is public. Add a public domain you own, like go.example.com.',
    );
    expect(asked).toEqual([]);
  });

  it('keeps a domain unique across users and schemes', async () => {
    const { user } = setUp();
    const a = user();
    const b = user();
    expect(
      (await a.call('POST', '/api/domain/add', { domain: 'https://go.example.com' })).status,
    ).toBe(200);
    const again = await b.call('POST', '/api/domain/add', { domain: 'http://GO.example.com' });
    expect(again.status).toBe(400);
    expect(again.json.fields.domain).toMatch(/already added/);
  });

  it('keeps one form per name across users: a final dot is dropped, a port refused', async () => {
    const { user } = setUp();
    const a = user();
    const b = user();
    const added = await a.call('POST', '/api/domain/add', { domain: 'Go.Example.com.' });
    expect(added.status).toBe(200);
    expect((await a.call('GET', '/api/domains')).json.data.domains[0].domain).toBe(
      'https://go.example.com',
    );
    for (const domain of ['https://go.example.com.', 'GO.EXAMPLE.COM.', 'http://go.example.com']) {
      const res = await b.call('POST', '/api/domain/add', { domain });
      expect(res.status, domain).toBe(400);
      expect(res.json.fields.domain, domain).toBe(
        'go.example.com is already added to an account. Each domain can be added once.',
      );
    }
    for (const domain of [
      'go.example.com:8443',
      'https://go.example.com:443',
      'http://go.example.com:80/',
      'https://other.example.com:8080',
      'https://other.example.com.:8443',
    ]) {
      const res = await b.call('POST', '/api/domain/add', { domain });
      expect(res.status, domain).toBe(400);
      expect(res.json.fields.domain, domain).toMatch(/without a port/);
    }
    expect((await b.call('GET', '/api/domains')).json.data.result).toBe(0);
  });

  it('rejects an update with nothing to change and leaves the domain as it was', async () => {
    const a = oneUser();
    const { id } = (
      await a.call('POST', '/api/domain/add', {
        domain: 'https://go.example.com',
        redirectroot: 'https://x.example',
      })
    ).json;
    const none = await a.call('PUT', `/api/domain/${id}/update`, {});
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('Send a root redirect, a 404 redirect, or both.');
    const renamed = await a.call('PUT', `/api/domain/${id}/update`, {
      domain: 'https://other.example',
    });
    expect(renamed.json.fields.domain).toMatch(/Unknown field/);
    expect((await a.call('GET', '/api/domains')).json.data.domains[0].redirectroot).toBe(
      'https://x.example',
    );
  });

  it("answers another user's domain exactly like a missing one", async () => {
    const { user } = setUp();
    const a = user();
    const b = user();
    const { id } = (await a.call('POST', '/api/domain/add', { domain: 'https://go.example.com' }))
      .json;
    const update = await b.call('PUT', `/api/domain/${id}/update`, {
      redirectroot: 'https://evil.example',
    });
    const missing = await b.call('PUT', `/api/domain/999/update`, {
      redirectroot: 'https://evil.example',
    });
    expect(update.status).toBe(404);
    expect(update.json.message).toBe(missing.json.message.replace('999', String(id)));
    expect((await b.call('DELETE', `/api/domain/${id}/delete`)).status).toBe(404);
    expect((await b.call('GET', '/api/domains')).json.data.domains).toEqual([]);
    expect((await a.call('GET', '/api/domains')).json.data.domains[0].redirectroot).toBe('');
  });

  describe('DNS check (DOMAIN_DNS_CHECK=1)', () => {
    const resolver =
      (records: Record<string, string[]>): DnsResolver =>
      async (hostname, rrtype) => {
        const found = records[`${rrtype} ${hostname}`];
        if (!found) throw Object.assign(new Error('queryA ENOTFOUND'), { code: 'ENOTFOUND' });
        return found;
      };
    const proofFor = (userId: number, hostname: string) =>
      verificationValue('http://links.test', userId, hostname);

    it('is off when configured so: no lookup at all', async () => {
      let asked = false;
      const { user } = setUp(
        { domainDnsCheck: false },
        { resolveDns: async () => ((asked = true), []) },
      );
      expect(
        (await user().call('POST', '/api/domain/add', { domain: 'https://go.example.com' })).status,
      ).toBe(200);
      expect(asked).toBe(false);
    });

    it("asks for the account's own TXT record, and accepts the domain once it is published", async () => {
      const records: Record<string, string[]> = {};
      const { user } = setUp({ domainDnsCheck: true }, { resolveDns: resolver(records) });
      const a = user();
      const b = user();
      const first = await a.call('POST', '/api/domain/add', { domain: 'https://Go.Example.com' });
      expect(first.status).toBe(400);
      expect(first.json.fields.domain).toBe(
        `To show that go.example.com is yours, add a TXT record named _linkdeck.go.example.com with the value ${proofFor(a.id, 'go.example.com')} at your DNS provider, wait until it is live, then add the domain again.`,
      );
      // Another account's proof (or any other text) proves nothing for this one.
      records['TXT _linkdeck.go.example.com'] = [proofFor(b.id, 'go.example.com'), 'v=spf1 -all'];
      expect(
        (await a.call('POST', '/api/domain/add', { domain: 'https://go.example.com' })).status,
      ).toBe(400);
      records['TXT _linkdeck.go.example.com'].push(proofFor(a.id, 'go.example.com'));
      expect(
        (await a.call('POST', '/api/domain/add', { domain: 'https://go.example.com' })).status,
      ).toBe(200);
      expect(proofFor(a.id, 'go.example.com')).not.toBe(proofFor(a.id, 'go.example.org'));
    });

    it('says so when DNS does not answer, without asking for a record', async () => {
      const { user } = setUp(
        { domainDnsCheck: true },
        {
          resolveDns: async () => {
            throw Object.assign(new Error('queryTxt ETIMEOUT'), { code: 'ETIMEOUT' });
          },
        },
      );
      const res = await user().call('POST', '/api/domain/add', {
        domain: 'https://go.example.com',
      });
      expect(res.status).toBe(400);
      expect(res.json.fields.domain).toBe(
        'The DNS lookup of _linkdeck.go.example.com failed (ETIMEOUT). Try again in a minute.',
      );
    });

    it('with a target IP, also wants an A record pointing to it', async () => {
      const { user } = setUp(
        { domainDnsCheck: true, domainDnsTarget: '203.0.113.7' },
        {
          resolveDns: (hostname, rrtype) =>
            rrtype === 'TXT'
              ? Promise.resolve([proofFor(1, hostname.replace('_linkdeck.', ''))])
              : resolver({
                  'A ok.example.com': ['203.0.113.7'],
                  'A wrong.example.com': ['198.51.100.1'],
                })(hostname, rrtype),
        },
      );
      const a = user();
      expect(a.id).toBe(1);
      expect(
        (await a.call('POST', '/api/domain/add', { domain: 'https://ok.example.com' })).status,
      ).toBe(200);
      const wrong = await a.call('POST', '/api/domain/add', {
        domain: 'https://wrong.example.com',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json.fields.domain).toBe(
        'wrong.example.com does not point to this service yet (it points to 198.51.100.1). Add an A record pointing to 203.0.113.7 at your DNS provider, wait until it is live, then add the domain again.',
      );
      const missing = await a.call('POST', '/api/domain/add', {
        domain: 'https://none.example.com',
      });
      expect(missing.json.fields.domain).toMatch(/it has no such record/);
    });

    it('with a target host name, also wants a CNAME pointing to it', async () => {
      const { user } = setUp(
        { domainDnsCheck: true, domainDnsTarget: 'links.example.net' },
        {
          resolveDns: resolver({
            'TXT _linkdeck.go.example.com': [proofFor(1, 'go.example.com')],
            'TXT _linkdeck.no.example.com': [proofFor(1, 'no.example.com')],
            'CNAME go.example.com': ['links.example.net.'],
          }),
        },
      );
      const a = user();
      expect(
        (await a.call('POST', '/api/domain/add', { domain: 'https://go.example.com' })).status,
      ).toBe(200);
      const res = await a.call('POST', '/api/domain/add', { domain: 'https://no.example.com' });
      expect(res.json.fields.domain).toMatch(/a CNAME record pointing to links.example.net/);
    });
  });
});
