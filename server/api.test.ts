import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { routesOf } from './api';
import type { AppEnv } from './http/types';

describe('mounting the API routers', () => {
  it('takes a router that holds one handler per method and path', () => {
    const router = new Hono<AppEnv>();
    router.get('/things', (c) => c.text('list'));
    router.post('/thing/add', (c) => c.text('add'));
    expect(routesOf('things', router).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /things',
      'POST /thing/add',
    ]);
  });

  it('refuses a router with a middleware, which would otherwise be mounted as a route', () => {
    const router = new Hono<AppEnv>();
    router.use(async (_c, next) => next());
    router.get('/things', (c) => c.text('list'));
    expect(() => routesOf('things', router)).toThrow(
      /things API router registers ALL \/\*, a middleware or catch-all/,
    );
  });

  it('refuses a route-level middleware (a second handler on one route)', () => {
    const router = new Hono<AppEnv>();
    router.get(
      '/things',
      async (_c, next) => next(),
      (c) => c.text('list'),
    );
    expect(() => routesOf('things', router)).toThrow(/more than one handler for GET \/things/);
  });

  it('refuses a catch-all handler', () => {
    const router = new Hono<AppEnv>();
    router.all('/thing/:id', (c) => c.text('any'));
    expect(() => routesOf('things', router)).toThrow(/ALL \/thing\/:id/);
  });
});
