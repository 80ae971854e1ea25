import { describe, expect, it } from 'vitest';
import type { DnsResolver } from '../http/types';
import { setUp } from '../test-helpers';

describe('branded domains', () => {
  it('adds, lists, updates and deletes a domain', async () => {
    const { user } = setUp();
    const a = user();
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
    const { user } = setUp();
    const a = user();
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
    const { user } = setUp();
    const a = user();
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
    const { user } = setUp();
    const a = user();
    for (const domain of ['go.example.com', 'münchen.example']) {
      const res = await a.call('POST', '/api/domain/add', { domain });
      expect(res.status, domain).toBe(200);
    }
    const listed = (await a.call('GET', '/api/domains')).json.data.domains.map(
      (d: { domain: string }) => d.domain,
    );
    expect(listed.sort()).toEqual(['https://go.example.com', 'https://xn--mnchen-3ya.example']);
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

  it('rejects an update with nothing to change and leaves the domain as it was', async () => {
    const { user } = setUp();
    const a = user();
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

    it('is off by default: no lookup at all', async () => {
      let asked = false;
      const { user } = setUp({}, { resolveDns: async () => ((asked = true), []) });
      expect(
        (await user().call('POST', '/api/domain/add', { domain: 'https://go.example.com' })).status,
      ).toBe(200);
      expect(asked).toBe(false);
    });

    it('accepts a domain whose A record points to the target and explains a failure', async () => {
      const { user } = setUp(
        { domainDnsCheck: true, domainDnsTarget: '203.0.113.7' },
        {
          resolveDns: resolver({
            'A ok.example.com': ['203.0.113.7'],
            'A wrong.example.com': ['198.51.100.1'],
          }),
        },
      );
      const a = user();
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
      expect(missing.json.fields.domain).toMatch(/has no DNS record we can find/);
    });

    it('checks a CNAME when the target is a host name', async () => {
      const { user } = setUp(
        { domainDnsCheck: true, domainDnsTarget: 'links.example.net' },
        { resolveDns: resolver({ 'CNAME go.example.com': ['links.example.net.'] }) },
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
