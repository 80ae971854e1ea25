import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  createDomain,
  deleteDomain,
  domainCreateSchema,
  normaliseDomain,
  getDomains,
  updateDomain,
} from './domains';
import { ApiError } from './errors';
import { fakeClient, json, rawJson } from './testing';

describe('getDomains', () => {
  it('reads the contract form and sends page and limit', async () => {
    const { client, calls } = fakeClient(
      json({
        error: '0',
        data: {
          result: 26,
          perpage: 25,
          currentpage: 1,
          nextpage: 2,
          maxpage: 2,
          domains: [
            {
              id: 1,
              domain: 'https://go.example.com',
              redirectroot: 'https://example.com',
              redirect404: 'https://example.com/404',
            },
          ],
        },
      }),
    );
    const page = await getDomains(client, { page: 1, limit: 25 });
    expect(calls[0].url).toBe('https://go.example.com/api/domains?page=1&limit=25');
    expect(page).toEqual({
      items: [
        {
          id: 1,
          domain: 'https://go.example.com',
          redirectroot: 'https://example.com',
          redirect404: 'https://example.com/404',
        },
      ],
      total: 26,
      perPage: 25,
      page: 1,
      nextPage: 2,
      maxPage: 2,
    });
  });

  it('reads a real instance: string ids, system domains with a null id, float maxpage', async () => {
    const { client } = fakeClient(
      rawJson(`{"error":0,"data":{"result":"2","perpage":15,"currentpage":1,"nextpage":null,
        "maxpage":1.0,"domains":[{"id":"12","domain":"https://a.test","redirectroot":"",
        "redirect404":null},{"id":null,"domain":"https://sys.test","redirectroot":"","redirect404":""}]}}`),
    );
    const page = await getDomains(client);
    expect(page.items).toEqual([
      { id: 12, domain: 'https://a.test', redirectroot: '', redirect404: '' },
      { id: null, domain: 'https://sys.test', redirectroot: '', redirect404: '' },
    ]);
    expect(page).toMatchObject({ total: 2, nextPage: null, maxPage: 1 });
  });
});

describe('domain mutations', () => {
  it('creates and returns the id (string on real instances)', async () => {
    const { client, calls } = fakeClient(json({ error: 0, id: '31' }));
    await expect(createDomain(client, { domain: 'https://go.example.com' })).resolves.toEqual({
      id: 31,
    });
    expect(calls[0]).toMatchObject({
      url: 'https://go.example.com/api/domain/add',
      method: 'POST',
      body: { domain: 'https://go.example.com' },
    });
  });

  it('updates and deletes by id', async () => {
    const { client, calls } = fakeClient(
      json({ error: 0, message: 'Domain updated.' }),
      json({ error: 0, message: 'Domain deleted.' }),
    );
    await expect(updateDomain(client, 4, { redirectroot: 'https://x.test' })).resolves.toEqual({
      message: 'Domain updated.',
    });
    await expect(deleteDomain(client, 4)).resolves.toEqual({ message: 'Domain deleted.' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT https://go.example.com/api/domain/4/update',
      'DELETE https://go.example.com/api/domain/4/delete',
    ]);
  });

  it('passes a refusal through with its field messages', async () => {
    const { client } = fakeClient(
      json(
        { error: 1, message: 'Check the form.', fields: { domain: 'Domain is taken.' } },
        { status: 400 },
      ),
    );
    const error = await createDomain(client, { domain: 'https://x.test' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fields).toEqual({ domain: 'Domain is taken.' });
  });
});

describe('domainCreateSchema (the form and the server)', () => {
  const domainError = (domain: string) => {
    const result = z.safeParse(domainCreateSchema, { domain });
    return result.success ? null : result.error.issues[0].message;
  };

  it.each([
    ['http://127.0.0.1:8787', /not an IP address/],
    ['http://127.1', /not an IP address/],
    ['http://0x7f.0.0.1', /not an IP address/],
    ['http://2130706433', /not an IP address/],
    ['http://[::1]', /not an IP address/],
    ['http://[::ffff:127.0.0.1]', /not an IP address/],
    ['http://0.0.0.0', /not an IP address/],
    ['http://192.168.1.20', /not an IP address/],
    ['http://[fe80::1]', /not an IP address/],
    ['http://localhost:8787', /cannot be localhost/],
    ['http://LOCALHOST.', /cannot be localhost/],
    ['https://app.localhost', /cannot be localhost/],
    ['https://printer.local', /cannot be localhost/],
    ['https://intranet', /full domain name with a dot/],
  ])('refuses %s, which names this computer or a private network', (domain, message) => {
    expect(domainError(domain)).toMatch(message);
  });

  it('accepts a public domain name, with a final dot that the stored form drops', () => {
    expect(domainError('https://go.example.com')).toBeNull();
    expect(domainError('https://Go.Example.com.')).toBeNull();
    expect(normaliseDomain('https://Go.Example.com.')).toBe('https://go.example.com');
  });

  it.each([
    'http://links.northwind-coffee.example:8080',
    'https://go.example.com:443',
    'go.example.com:443',
    'https://go.example.com.:8443/',
  ])('refuses %s: a domain has one form, without a port', (domain) => {
    expect(domainError(domain)).toMatch(/without a port/);
  });
});
