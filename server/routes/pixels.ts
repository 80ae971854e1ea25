import { json } from '../http/respond';
import { Hono } from 'hono';
import {
  pixelCreateSchema,
  pixelTagProblem,
  pixelUpdateSchema,
  type PixelType,
} from '../../src/api/pixels';
import { fieldError, notFound } from '../http/errors';
import { listBody, readPagination } from '../http/list';
import type { AppEnv, Deps } from '../http/types';
import { parseBody, parseId } from '../http/validate';
import { timestamp } from '../util';

interface PixelRow {
  id: number;
  type: PixelType;
  name: string;
  tag: string;
  date: string;
}

export const pixelRoutes = ({ db }: Deps) => {
  const app = new Hono<AppEnv>();
  const count = db
    .prepare<[number], number>('SELECT COUNT(*) FROM pixels WHERE user_id = ?')
    .pluck();
  const page = db.prepare<[number, number, number], PixelRow>(
    `SELECT id, type, name, tag, created_at AS date FROM pixels WHERE user_id = ?
     ORDER BY id DESC LIMIT ? OFFSET ?`,
  );
  const own = db.prepare<[number, number], PixelRow>(
    'SELECT id, type, name, tag, created_at AS date FROM pixels WHERE id = ? AND user_id = ?',
  );

  app.get('/pixels', (c) => {
    const p = readPagination(c);
    const userId = c.get('userId');
    return json(
      c,
      listBody(
        'pixels',
        page.all(userId, p.limit, (p.page - 1) * p.limit),
        count.get(userId) ?? 0,
        p,
      ),
    );
  });

  app.post('/pixel/add', async (c) => {
    const input = await parseBody(c, pixelCreateSchema);
    const info = db
      .prepare('INSERT INTO pixels (user_id, type, name, tag, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(c.get('userId'), input.type, input.name, input.tag, timestamp());
    return json(c, { error: 0, id: Number(info.lastInsertRowid) });
  });

  app.put('/pixel/:id/update', async (c) => {
    const id = parseId(c.req.param('id'));
    const input = await parseBody(c, pixelUpdateSchema);
    const row = own.get(id, c.get('userId'));
    if (!row) throw notFound('pixel', id);
    const problem = pixelTagProblem(row.type, input.tag);
    if (problem) throw fieldError('tag', problem);
    db.prepare('UPDATE pixels SET name = ?, tag = ? WHERE id = ?').run(
      input.name ?? row.name,
      input.tag,
      id,
    );
    return json(c, { error: 0, message: 'Pixel updated.' });
  });

  app.delete('/pixel/:id/delete', (c) => {
    const id = parseId(c.req.param('id'));
    if (!own.get(id, c.get('userId'))) throw notFound('pixel', id);
    db.prepare('DELETE FROM pixels WHERE id = ?').run(id);
    return json(c, { error: 0, message: 'Pixel deleted.' });
  });

  return app;
};
