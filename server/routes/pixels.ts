import { json } from '../http/respond';
import { Hono } from 'hono';
import { pixelCreateSchema, pixelTagProblem, pixelUpdateSchema } from '../../src/api/pixels';
import { fieldError, notFound } from '../http/errors';
import { listBody, readPagination } from '../http/list';
import type { AppEnv, Deps } from '../http/types';
import { parseBody, parseId } from '../http/validate';

export const pixelRoutes = ({ repos }: Deps) => {
  const app = new Hono<AppEnv>();
  const pixels = repos.pixels;

  app.get('/pixels', (c) => {
    const p = readPagination(c);
    const { rows, total } = pixels.page(c.get('userId'), p);
    return json(c, listBody('pixels', rows, total, p));
  });

  app.post('/pixel/add', async (c) => {
    const input = await parseBody(c, pixelCreateSchema);
    return json(c, { error: 0, id: pixels.create(c.get('userId'), input) });
  });

  app.put('/pixel/:id/update', async (c) => {
    const id = parseId(c.req.param('id'));
    const input = await parseBody(c, pixelUpdateSchema);
    const row = pixels.own(id, c.get('userId'));
    if (!row) throw notFound('pixel', id);
    const problem = pixelTagProblem(row.type, input.tag);
    if (problem) throw fieldError('tag', problem);
    pixels.update(id, input.name ?? row.name, input.tag);
    return json(c, { error: 0, message: 'Pixel updated.' });
  });

  app.delete('/pixel/:id/delete', (c) => {
    const id = parseId(c.req.param('id'));
    if (!pixels.own(id, c.get('userId'))) throw notFound('pixel', id);
    pixels.remove(id);
    return json(c, { error: 0, message: 'Pixel deleted.' });
  });

  return app;
};
