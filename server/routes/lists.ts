import { json } from '../http/respond';
import { Hono } from 'hono';
import { listBody, readPagination } from '../http/list';
import type { AppEnv, Deps } from '../http/types';

/** CTA overlays and splash pages: list only (they are created by the demo data). */
export const overlayRoutes = ({ db }: Deps) => {
  const app = new Hono<AppEnv>();
  const count = db
    .prepare<[number], number>('SELECT COUNT(*) FROM overlays WHERE user_id = ?')
    .pluck();
  const page = db.prepare(
    `SELECT id, type, name, created_at AS date FROM overlays WHERE user_id = ?
     ORDER BY id DESC LIMIT ? OFFSET ?`,
  );
  app.get('/overlay', (c) => {
    const p = readPagination(c);
    const userId = c.get('userId');
    return json(
      c,
      listBody('cta', page.all(userId, p.limit, (p.page - 1) * p.limit), count.get(userId) ?? 0, p),
    );
  });
  return app;
};

export const splashRoutes = ({ db }: Deps) => {
  const app = new Hono<AppEnv>();
  const count = db
    .prepare<[number], number>('SELECT COUNT(*) FROM splash_pages WHERE user_id = ?')
    .pluck();
  const page = db.prepare(
    `SELECT id, name, created_at AS date FROM splash_pages WHERE user_id = ?
     ORDER BY id DESC LIMIT ? OFFSET ?`,
  );
  app.get('/splash', (c) => {
    const p = readPagination(c);
    const userId = c.get('userId');
    return json(
      c,
      listBody(
        'splash',
        page.all(userId, p.limit, (p.page - 1) * p.limit),
        count.get(userId) ?? 0,
        p,
      ),
    );
  });
  return app;
};
