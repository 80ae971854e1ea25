import { json } from '../http/respond';
import { Hono } from 'hono';
import {
  isStaticQrType,
  qrCreateSchema,
  qrUpdateSchema,
  type QrType,
} from '../../src/api/qr-codes';
import { notFound } from '../http/errors';
import { listBody, readPagination } from '../http/list';
import type { AppEnv, Deps } from '../http/types';
import { parseBody, parseId } from '../http/validate';
import type { PublicUrls } from '../urls';
import { timestamp, uniqueAlias } from '../util';
import { forgetVisits, statsReader } from '../visits';

export interface QrRow {
  id: number;
  user_id: number;
  code: string;
  type: QrType;
  name: string;
  data: string;
  background: string;
  foreground: string;
  logo: string;
  scans: number;
  unique_scans: number;
  created_at: string;
}

export const QR_COLUMNS =
  'id, user_id, code, type, name, data, background, foreground, logo, scans, unique_scans, created_at';

const TYPE_NAMES: Record<QrType, string> = {
  text: 'Text',
  vcard: 'Contact card',
  link: 'Link',
  email: 'Email',
  phone: 'Phone',
  sms: 'SMS',
  wifi: 'Wi-Fi',
};

export const qrName = (row: { id: number; name: string; type: string }): string =>
  row.name || `${TYPE_NAMES[row.type as QrType] ?? 'QR'} QR code #${row.id}`;

/** A QR code as the contract lists it, plus what the dashboard needs to draw and edit it. */
export const qrView = (urls: PublicUrls, row: QrRow) => ({
  id: row.id,
  link: urls.qr(row.code),
  scans: row.scans,
  name: qrName(row),
  date: row.created_at,
  type: row.type,
  data: JSON.parse(row.data) as unknown,
  background: row.background,
  foreground: row.foreground,
  logo: row.logo,
});

export const qrRoutes = ({ db, urls, qrListCache }: Deps) => {
  const app = new Hono<AppEnv>();
  const count = db
    .prepare<[number], number>('SELECT COUNT(*) FROM qr_codes WHERE user_id = ?')
    .pluck();
  const page = db.prepare<[number, number, number], QrRow>(
    `SELECT ${QR_COLUMNS} FROM qr_codes WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
  );
  const own = db.prepare<[number, number], QrRow>(
    `SELECT ${QR_COLUMNS} FROM qr_codes WHERE id = ? AND user_id = ?`,
  );
  const codeTaken = db.prepare<[string], number>('SELECT 1 FROM qr_codes WHERE code = ?').pluck();
  const stats = statsReader(db);

  app.get('/qr', (c) => {
    const p = readPagination(c);
    const userId = c.get('userId');
    const body = qrListCache.get(`${userId}:${p.page}:${p.limit}`, c.get('dbVersion'), () => {
      const rows = page.all(userId, p.limit, (p.page - 1) * p.limit);
      const items = rows.map((r) => qrView(urls, r));
      return JSON.stringify(listBody('qrs', items, count.get(userId) ?? 0, p));
    });
    return json(c, body);
  });

  app.get('/qr/:id', (c) => {
    const id = parseId(c.req.param('id'));
    const row = own.get(id, c.get('userId'));
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
    const code = uniqueAlias((a) => codeTaken.get(a) === undefined);
    const info = db
      .prepare(
        `INSERT INTO qr_codes (user_id, code, type, name, data, background, foreground, logo, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        c.get('userId'),
        code,
        input.type,
        input.name ?? '',
        JSON.stringify(input.data),
        input.background?.replace(/\s+/g, '') ?? 'rgb(255,255,255)',
        input.foreground?.replace(/\s+/g, '') ?? 'rgb(0,0,0)',
        input.logo ?? '',
        timestamp(),
      );
    qrListCache.invalidate(`${c.get('userId')}:`);
    return json(c, { error: 0, id: Number(info.lastInsertRowid), link: urls.qr(code) });
  });

  app.put('/qr/:id/update', async (c) => {
    const userId = c.get('userId');
    const id = parseId(c.req.param('id'));
    const row = own.get(id, userId);
    if (!row) throw notFound('QR code', id);
    // The stored type decides the shape of `data`; a type in the body is ignored.
    const input = await parseBody(c, qrUpdateSchema(row.type));
    db.prepare(
      'UPDATE qr_codes SET data = ?, background = ?, foreground = ?, logo = ? WHERE id = ?',
    ).run(
      JSON.stringify(input.data),
      input.background?.replace(/\s+/g, '') ?? row.background,
      input.foreground?.replace(/\s+/g, '') ?? row.foreground,
      input.logo ?? row.logo,
      id,
    );
    qrListCache.invalidate(`${userId}:`);
    return json(c, { error: 0, message: 'QR code updated.' });
  });

  app.delete('/qr/:id/delete', (c) => {
    const id = parseId(c.req.param('id'));
    if (!own.get(id, c.get('userId'))) throw notFound('QR code', id);
    db.transaction(() => {
      db.prepare("DELETE FROM channel_items WHERE item_type = 'qr' AND item_id = ?").run(id);
      forgetVisits(db, 'q', id);
      db.prepare('DELETE FROM qr_codes WHERE id = ?').run(id);
    })();
    qrListCache.invalidate(`${c.get('userId')}:`);
    return json(c, { error: 0, message: 'QR code deleted.' });
  });

  return app;
};
