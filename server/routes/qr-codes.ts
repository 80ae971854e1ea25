import { json } from '../http/respond';
import { Hono } from 'hono';
import { qrCreateSchema, qrUpdateSchema } from '../../src/api/qr-codes';
import { isStaticQrType } from '../../src/api/qr-types';
import { storedData, qrView } from '../db/qr-codes-repository';
import { notFound } from '../http/errors';
import { listBody, readPagination } from '../http/list';
import type { AppEnv, Deps } from '../http/types';
import { parseBody, parseId, parseWith, readJsonObject } from '../http/validate';
import { uniqueAlias } from '../util';

export const qrRoutes = ({ repos, urls, qrListCache, config }: Deps) => {
  const app = new Hono<AppEnv>();
  const qrCodes = repos.qrCodes;
  const stats = repos.visits.stats;

  app.get('/qr', (c) => {
    const p = readPagination(c);
    const userId = c.get('userId');
    const body = qrListCache.get(`${userId}:${p.page}:${p.limit}`, c.get('dbVersion'), () => {
      const { rows, total } = qrCodes.page(userId, p);
      return JSON.stringify(
        listBody(
          'qrs',
          rows.map((r) => qrView(urls, r)),
          total,
          p,
        ),
      );
    });
    return json(c, body);
  });

  app.get('/qr/:id', (c) => {
    const id = parseId(c.req.param('id'));
    const row = qrCodes.own(id, c.get('userId'));
    if (!row) throw notFound('QR code', id);
    const details = qrView(urls, row);
    // Static codes carry their payload, so no scan ever reaches us: no statistics block.
    return json(
      c,
      isStaticQrType(row.type)
        ? { error: 0, details }
        : { error: 0, details, data: stats('q', row.id, row.scans, row.unique_scans) },
    );
  });

  app.post('/qr/add', async (c) => {
    const input = await parseBody(c, qrCreateSchema);
    const userId = c.get('userId');
    const code = uniqueAlias(qrCodes.isCodeFree);
    const id = qrCodes.create(userId, code, input.type, input.name ?? '', {
      data: input.data,
      background: input.background ?? 'rgb(255,255,255)',
      foreground: input.foreground ?? 'rgb(0,0,0)',
      logo: input.logo ?? '',
    });
    qrListCache.invalidate(`${userId}:`);
    return json(c, { error: 0, id, link: urls.qr(code) });
  });

  app.put('/qr/:id/update', async (c) => {
    const userId = c.get('userId');
    const id = parseId(c.req.param('id'));
    const row = qrCodes.own(id, userId);
    if (!row) throw notFound('QR code', id);
    const body = await readJsonObject(c);
    // Real instances take an update without `data` (only colours or logo) and keep the stored
    // content; the contract lists `data` as required, so only the real dialect fills it in.
    const keepsData = config.apiDialect === 'real' && !('data' in body);
    // The stored type decides the shape of `data` (a type in the body is ignored), and the
    // result, with the stored logo unless the body changes it, must still fit in a code.
    const input = parseWith(
      qrUpdateSchema(row.type, row.logo),
      keepsData ? { ...body, data: storedData(row) } : body,
    );
    qrCodes.update(id, {
      data: input.data,
      background: input.background ?? row.background,
      foreground: input.foreground ?? row.foreground,
      logo: input.logo ?? row.logo,
    });
    qrListCache.invalidate(`${userId}:`);
    return json(c, { error: 0, message: 'QR code updated.' });
  });

  app.delete('/qr/:id/delete', (c) => {
    const id = parseId(c.req.param('id'));
    if (!qrCodes.own(id, c.get('userId'))) throw notFound('QR code', id);
    qrCodes.remove(id);
    qrListCache.invalidate(`${c.get('userId')}:`);
    return json(c, { error: 0, message: 'QR code deleted.' });
  });

  return app;
};
