import { json } from '../http/respond';
import { Hono } from 'hono';
import { domainCreateSchema, domainUpdateSchema, normaliseDomain } from '../../src/api/domains';
import { fieldError, notFound } from '../http/errors';
import { listBody, readPagination } from '../http/list';
import type { AppEnv, Deps } from '../http/types';
import { parseBody, parseId } from '../http/validate';
import { serverHostChecker } from '../own-hosts';
import { verifyDomainDns } from '../domain-dns';
import { unprovableNameProblem } from '../provable-names';

export const domainRoutes = (deps: Deps) => {
  const { repos, config } = deps;
  const domains = repos.domains;
  const app = new Hono<AppEnv>();
  const isServerHost = serverHostChecker(config);

  app.get('/domains', (c) => {
    const p = readPagination(c);
    const { rows, total } = domains.page(c.get('userId'), p);
    return json(c, listBody('domains', rows, total, p));
  });

  app.post('/domain/add', async (c) => {
    const input = await parseBody(c, domainCreateSchema);
    const domain = normaliseDomain(input.domain);
    const url = new URL(domain);
    if (isServerHost(url.hostname))
      throw fieldError(
        'domain',
        'This is the address of the service itself. Add a domain you own.',
      );
    const unprovable = unprovableNameProblem(url.hostname, {
      allowTestNames: !config.domainDnsCheck,
    });
    if (unprovable) throw fieldError('domain', unprovable);
    if (domains.isTaken(domain, url.host))
      throw fieldError(
        'domain',
        `${url.host} is already added to an account. Each domain can be added once.`,
      );
    await verifyDomainDns(config, deps.resolveDns, c.get('userId'), url.hostname);
    try {
      const id = domains.create(c.get('userId'), domain, url.host, {
        redirectroot: input.redirectroot ?? '',
        redirect404: input.redirect404 ?? '',
      });
      return json(c, { error: 0, id });
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
    const row = domains.own(id, c.get('userId'));
    if (!row) throw notFound('domain', id);
    domains.update(id, {
      redirectroot: input.redirectroot ?? row.redirectroot,
      redirect404: input.redirect404 ?? row.redirect404,
    });
    return json(c, { error: 0, message: 'Domain updated.' });
  });

  app.delete('/domain/:id/delete', (c) => {
    const id = parseId(c.req.param('id'));
    if (!domains.own(id, c.get('userId'))) throw notFound('domain', id);
    domains.remove(id);
    return json(c, { error: 0, message: 'Domain deleted.' });
  });

  return app;
};
