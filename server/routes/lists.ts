import { json } from '../http/respond';
import { Hono } from 'hono';
import { listBody, readPagination } from '../http/list';
import type { AppEnv, Deps } from '../http/types';

/** CTA overlays and splash pages: list only (they are created by the demo data). */
export const overlayRoutes = ({ repos }: Deps) => {
  const app = new Hono<AppEnv>();
  app.get('/overlay', (c) => {
    const p = readPagination(c);
    const { rows, total } = repos.overlays.page(c.get('userId'), p);
    return json(c, listBody('cta', rows, total, p));
  });
  return app;
};

export const splashRoutes = ({ repos }: Deps) => {
  const app = new Hono<AppEnv>();
  app.get('/splash', (c) => {
    const p = readPagination(c);
    const { rows, total } = repos.splashPages.page(c.get('userId'), p);
    return json(c, listBody('splash', rows, total, p));
  });
  return app;
};
