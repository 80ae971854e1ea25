import { json } from '../http/respond';
import { Hono } from 'hono';
import { isIP } from 'node:net';
import { domainCreateSchema, domainUpdateSchema, normaliseDomain } from '../../src/api/domains';
import { fieldError, notFound } from '../http/errors';
import { listBody, readPagination } from '../http/list';
import type { AppEnv, Deps } from '../http/types';
import { parseBody, parseId } from '../http/validate';
import { timestamp } from '../util';

interface DomainRow {
  id: number;
  domain: string;
  redirectroot: string;
  redirect404: string;
}

const sameHost = (a: string, b: string) =>
  a.toLowerCase().replace(/\.$/, '') === b.toLowerCase().replace(/\.$/, '');

/** The optional "domain must point to us" check: a DNS lookup of the host name only. */
const checkDns = async ({ config, resolveDns }: Deps, hostname: string): Promise<void> => {
  if (!config.domainDnsCheck) return;
  const target = config.domainDnsTarget;
  const how = target
    ? isIP(target)
      ? `an A record pointing to ${target}`
      : `a CNAME record pointing to ${target}`
    : 'an A record pointing to this service';
  const fail = (problem: string) =>
    fieldError(
      'domain',
      `${hostname} ${problem}. Add ${how} at your DNS provider, wait until it is live, then add the domain again.`,
    );
  let records: string[];
  try {
    records = await resolveDns(hostname, target && !isIP(target) ? 'CNAME' : 'A');
  } catch {
    throw fail('has no DNS record we can find');
  }
  if (target && !records.some((r) => sameHost(r, target)))
    throw fail(
      `does not point to this service yet (it points to ${records.join(', ') || 'nothing'})`,
    );
  if (records.length === 0) throw fail('has no DNS record we can find');
};

export const domainRoutes = (deps: Deps) => {
  const { db, urls } = deps;
  const app = new Hono<AppEnv>();
  const count = db
    .prepare<[number], number>('SELECT COUNT(*) FROM domains WHERE user_id = ?')
    .pluck();
  const page = db.prepare<[number, number, number], DomainRow>(
    `SELECT id, domain, redirectroot, redirect404 FROM domains WHERE user_id = ?
     ORDER BY id DESC LIMIT ? OFFSET ?`,
  );
  const own = db.prepare<[number, number], DomainRow>(
    'SELECT id, domain, redirectroot, redirect404 FROM domains WHERE id = ? AND user_id = ?',
  );
  const taken = db
    .prepare<[string, string], number>('SELECT id FROM domains WHERE domain = ? OR host = ?')
    .pluck();
  const ownHost = new URL(urls.base).host;

  app.get('/domains', (c) => {
    const p = readPagination(c);
    const userId = c.get('userId');
    return json(
      c,
      listBody(
        'domains',
        page.all(userId, p.limit, (p.page - 1) * p.limit),
        count.get(userId) ?? 0,
        p,
      ),
    );
  });

  app.post('/domain/add', async (c) => {
    const input = await parseBody(c, domainCreateSchema);
    const domain = normaliseDomain(input.domain);
    const url = new URL(domain);
    if (url.host === ownHost)
      throw fieldError(
        'domain',
        'This is the address of the service itself. Add a domain you own.',
      );
    if (taken.get(domain, url.host) !== undefined)
      throw fieldError(
        'domain',
        `${url.host} is already added to an account. Each domain can be added once.`,
      );
    await checkDns(deps, url.hostname);
    try {
      const info = db
        .prepare(
          `INSERT INTO domains (user_id, domain, host, redirectroot, redirect404, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(
          c.get('userId'),
          domain,
          url.host,
          input.redirectroot ?? '',
          input.redirect404 ?? '',
          timestamp(),
        );
      return json(c, { error: 0, id: Number(info.lastInsertRowid) });
    } catch (error) {
      // Two requests raced for the same domain between the check and the insert.
      if (error instanceof Error && /UNIQUE/.test(error.message))
        throw fieldError('domain', `${url.host} is already added to an account.`);
      throw error;
    }
  });

  app.put('/domain/:id/update', async (c) => {
    const id = parseId(c.req.param('id'));
    const input = await parseBody(c, domainUpdateSchema);
    const row = own.get(id, c.get('userId'));
    if (!row) throw notFound('domain', id);
    db.prepare('UPDATE domains SET redirectroot = ?, redirect404 = ? WHERE id = ?').run(
      input.redirectroot ?? row.redirectroot,
      input.redirect404 ?? row.redirect404,
      id,
    );
    return json(c, { error: 0, message: 'Domain updated.' });
  });

  app.delete('/domain/:id/delete', (c) => {
    const id = parseId(c.req.param('id'));
    if (!own.get(id, c.get('userId'))) throw notFound('domain', id);
    db.prepare('DELETE FROM domains WHERE id = ?').run(id);
    return json(c, { error: 0, message: 'Domain deleted.' });
  });

  return app;
};
