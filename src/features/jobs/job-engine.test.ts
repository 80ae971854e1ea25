import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/http';
import { createRequestScheduler } from '../../api/scheduler';
import { type FakeCall, fakeFetch, json, listReply, TEST_API_KEY } from '../../api/testing';
import type { NewJob } from '../../resources/jobs';
import { t } from '../../lib/i18n';
import { createJobEngine, NETWORK_PAUSE, PASSWORD_PAUSE } from './job-engine';
import { countsOf } from '../../resources/job-counts';
import type { Job } from '../../resources/job-model';
import type { JobStore } from './job-store';

/** The device's store, in memory (IndexedDB is not in jsdom); it clones like IndexedDB does. */
const memoryStore = (initial: Job[] = []): JobStore & { data: Map<string, Job> } => {
  const data = new Map(initial.map((job) => [job.id, structuredClone(job)]));
  return {
    data,
    list: async () => [...data.values()].map((job) => structuredClone(job)),
    save: async (job) => void data.set(job.id, structuredClone(job)),
    remove: async (id) => void data.delete(id),
    close: async () => undefined,
  };
};

interface ServerLink {
  id: number;
  alias: string;
  url: string;
  description: string;
  password?: string;
}

/** A tiny link API behind fetch: the only thing stubbed is HTTP. */
const fakeServer = (options: { limit?: number; remaining?: number } = {}) => {
  const links: ServerLink[] = [];
  const assigned: string[] = [];
  let remaining = options.remaining ?? options.limit ?? 1000;
  /** When set, the next create is stored but its answer is lost (the server stopped). */
  let dropNextCreateAnswer = false;
  let isDown = false;
  const headers = () => ({
    'X-RateLimit-Limit': String(options.limit ?? 1000),
    'X-RateLimit-Remaining': String(Math.max(0, --remaining)),
    'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) + 60),
  });
  const toLink = (link: ServerLink) => ({
    id: link.id,
    alias: link.alias,
    shorturl: `https://go.example.com/${link.alias}`,
    longurl: link.url,
    clicks: 0,
    title: '',
    description: link.description,
    date: new Date().toISOString(),
  });
  const reply = (call: FakeCall): Response => {
    if (isDown) throw new TypeError('Failed to fetch');
    const url = new URL(call.url);
    const path = url.pathname;
    if (call.method === 'POST' && path === '/api/url/add') {
      const body = call.body as {
        url: string;
        custom?: string;
        description?: string;
        password?: string;
      };
      if (body.custom && links.some((link) => link.alias === body.custom))
        return json(
          { error: 1, message: `The alias "${body.custom}" is taken.` },
          { headers: headers() },
        );
      const link = {
        id: links.length + 1,
        alias: body.custom || `a${links.length + 1}`,
        url: body.url,
        description: body.description ?? '',
        password: body.password,
      };
      links.push(link);
      if (dropNextCreateAnswer) {
        dropNextCreateAnswer = false;
        isDown = true;
        throw new TypeError('Failed to fetch');
      }
      return json(
        { error: 0, id: link.id, shorturl: toLink(link).shorturl },
        { headers: headers() },
      );
    }
    if (call.method === 'GET' && path === '/api/urls') {
      const q = url.searchParams.get('q') ?? '';
      const found = links.filter((link) => link.url.includes(q) || link.alias.includes(q));
      return listReply('urls', found.map(toLink), { perpage: 20 }, { headers: headers() });
    }
    const assign = path.match(/^\/api\/(campaign|channel)\/(\d+)\/assign\/(?:(\w+)\/)?(\d+)$/);
    if (call.method === 'POST' && assign) {
      assigned.push(`${assign[1]} ${assign[2]} ${assign[4]}`);
      return json({ error: 0, message: 'Added.' }, { headers: headers() });
    }
    const update = path.match(/^\/api\/url\/(\d+)\/update$/);
    if (call.method === 'PUT' && update) {
      const link = links.find((l) => l.id === Number(update[1]));
      if (!link) return json({ error: 1, message: 'Link not found.' }, { status: 404 });
      Object.assign(link, call.body as Partial<ServerLink>);
      return json(
        { error: 0, id: link.id, shorturl: toLink(link).shorturl },
        { headers: headers() },
      );
    }
    const del = path.match(/^\/api\/url\/(\d+)\/delete$/);
    if (call.method === 'DELETE' && del) {
      const index = links.findIndex((link) => link.id === Number(del[1]));
      if (index === -1)
        return json({ error: 1, message: 'Link not found.' }, { status: 404, headers: headers() });
      links.splice(index, 1);
      return json({ error: 0, message: 'Deleted.' }, { headers: headers() });
    }
    return json({ error: 1, message: 'No such route.' }, { status: 404 });
  };
  const fake = fakeFetch(reply);
  return {
    links,
    assigned,
    calls: fake.calls,
    fetch: fake.fetch,
    loseNextCreateAnswer: () => (dropNextCreateAnswer = true),
    setDown: (down: boolean) => (isDown = down),
  };
};

const setUp = (server = fakeServer(), store = memoryStore()) => {
  const scheduler = createRequestScheduler();
  const client = createApiClient({
    baseUrl: 'https://go.example.com',
    apiKey: TEST_API_KEY,
    fetch: server.fetch,
    scheduler,
  });
  const open = () => createJobEngine({ scope: 's1', client, store, locks: null });
  return { server, store, scheduler, client, open };
};

const row = (url: string, extra: Partial<Record<'alias' | 'description', string>> = {}) => ({
  url,
  alias: extra.alias ?? '',
  description: extra.description ?? '',
  campaign: '',
  channel: '',
});

const importOf = (urls: string[], extra: Partial<NewJob['items'][number]> = {}): NewJob => ({
  kind: 'import-links',
  title: 'Import',
  items: urls.map((url, i) => ({ key: String(i + 2), label: url, row: row(url), ...extra })),
});

const settled = (engine: ReturnType<ReturnType<typeof setUp>['open']>, id: string) =>
  new Promise<Job>((resolve) => {
    const check = () => {
      const job = engine.get().find((j) => j.id === id);
      if (job && job.status !== 'running') {
        stop();
        resolve(job);
      }
    };
    const stop = engine.subscribe(check);
    check();
  });

describe('the job engine', () => {
  it('creates each row once, then assigns it, and stores every step', async () => {
    const { server, store, open } = setUp();
    const engine = open();
    const started = await engine.start(
      importOf(['https://a.example/1', 'https://a.example/2'], { campaignId: 7, channelIds: [3] }),
    );
    const job = await settled(engine, started.id);
    expect(job.status).toBe('finished');
    expect(countsOf(job)).toEqual({ total: 2, done: 2, failed: 0, left: 0 });
    expect(server.links.map((link) => link.url)).toEqual([
      'https://a.example/1',
      'https://a.example/2',
    ]);
    expect(server.assigned).toEqual(['campaign 7 1', 'channel 3 1', 'campaign 7 2', 'channel 3 2']);
    expect(job.items.map((item) => item.result)).toEqual([
      'https://go.example.com/a1',
      'https://go.example.com/a2',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.data.get(job.id)?.status).toBe('finished');
  });

  it('a failed row keeps its error; Retry failed sends only that row again', async () => {
    const { server, open } = setUp();
    server.links.push({ id: 99, alias: 'taken', url: 'https://x.example', description: '' });
    const engine = open();
    const started = await engine.start({
      kind: 'import-links',
      title: 'Import',
      items: [
        { key: '2', label: 'one', row: row('https://a.example/1', { alias: 'taken' }) },
        { key: '3', label: 'two', row: row('https://a.example/2') },
      ],
    });
    let job = await settled(engine, started.id);
    expect(job.items.map((item) => item.state)).toEqual(['failed', 'done']);
    expect(job.items[0].error).toMatch(/taken/);

    server.links.splice(0, 1); // the alias became free
    const before = server.calls.length;
    engine.retryFailed(job.id);
    await new Promise((resolve) => setTimeout(resolve, 0));
    job = await settled(engine, job.id);
    expect(job.items.map((item) => item.state)).toEqual(['done', 'done']);
    expect(server.calls.slice(before).map((call) => call.method)).toEqual(['POST']);
  });

  it('a stopped server pauses the job; on resume the row in flight is looked up, not created twice', async () => {
    const { server, store, open } = setUp();
    const engine = open();
    server.loseNextCreateAnswer();
    const started = await engine.start(importOf(['https://a.example/1', 'https://a.example/2']));
    let job = await settled(engine, started.id);
    expect(job.status).toBe('paused');
    expect(job.pauseReason).toBe(t(NETWORK_PAUSE));
    expect(job.items[0].state).toBe('in-flight');
    expect(store.data.get(job.id)?.items[0].state).toBe('in-flight');

    server.setDown(false);
    const before = server.calls.length;
    engine.resume(job.id);
    await new Promise((resolve) => setTimeout(resolve, 0));
    job = await settled(engine, job.id);
    expect(job.status).toBe('finished');
    // The first row's link was found (GET), not sent again; the second was created.
    expect(
      server.calls.slice(before).map((call) => `${call.method} ${new URL(call.url).pathname}`),
    ).toEqual(['GET /api/urls', 'POST /api/url/add']);
    expect(server.links.map((link) => link.url)).toEqual([
      'https://a.example/1',
      'https://a.example/2',
    ]);
    expect(job.items[0].result).toBe('https://go.example.com/a1');
  });

  it('a job left running by a reloaded tab goes on by itself: the row in flight is found, not made twice', async () => {
    const { server, store, open } = setUp();
    server.links.push({ id: 1, alias: 'a1', url: 'https://a.example/1', description: '' });
    const stored: Job = {
      id: 'j1',
      kind: 'import-links',
      title: 'Import',
      createdAt: Date.now(),
      updatedAt: Date.now(),
      status: 'running',
      items: [
        {
          key: '2',
          label: '1',
          row: row('https://a.example/1'),
          state: 'in-flight',
          step: 0,
          sentAt: Date.now(),
        },
        { key: '3', label: '2', row: row('https://a.example/2'), state: 'pending', step: 0 },
      ],
    };
    await store.save(stored);
    const engine = open();
    await engine.ready;
    const job = await settled(engine, 'j1');
    expect(job.status).toBe('finished');
    expect(server.links.map((link) => link.url)).toEqual([
      'https://a.example/1',
      'https://a.example/2',
    ]);
    expect(job.items.map((item) => item.state)).toEqual(['done', 'done']);
  });

  it('a job left running that needs passwords this tab lacks waits for them and says so', async () => {
    const { server, store, open } = setUp();
    const stored: Job = {
      id: 'j2',
      kind: 'import-links',
      title: 'Import',
      createdAt: Date.now(),
      updatedAt: Date.now(),
      status: 'running',
      items: [
        {
          key: '2',
          label: '1',
          row: row('https://a.example/1'),
          needsPassword: true,
          state: 'pending',
          step: 0,
        },
      ],
    };
    await store.save(stored);
    const engine = open();
    await engine.ready;
    expect(engine.get()[0]).toMatchObject({ status: 'paused', pauseReason: t(PASSWORD_PAUSE) });
    expect(engine.missingPasswords('j2').map((item) => item.key)).toEqual(['2']);
    expect(server.calls).toHaveLength(0);
  });

  it('an import row chosen to update its existing link sends one PUT with its fields, no create', async () => {
    const { server, open } = setUp();
    server.links.push({ id: 1, alias: 'harbor', url: 'https://old.example/', description: 'Old' });
    const engine = open();
    const started = await engine.start({
      kind: 'import-links',
      title: 'Import',
      items: [
        {
          key: '2',
          label: 'harbor',
          row: row('https://new.example/', { alias: 'harbor', description: 'New' }),
          targetId: 1,
          updatesExisting: true,
        },
      ],
    });
    const job = await settled(engine, started.id);
    expect(job.items[0]).toMatchObject({ state: 'done', result: 'https://go.example.com/harbor' });
    expect(server.calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'PUT /api/url/1/update',
    ]);
    expect(server.calls[0].body).toEqual({ url: 'https://new.example/', description: 'New' });
    expect(server.links).toEqual([
      { id: 1, alias: 'harbor', url: 'https://new.example/', description: 'New' },
    ]);
  });

  it('leaves the reserve of the window to the user: background waits, a click goes', async () => {
    const { server, scheduler, client, open } = setUp(fakeServer({ limit: 30, remaining: 5 }));
    scheduler.setBudget({ limit: 30, remaining: 5, resetAt: Date.now() + 60_000 });
    const engine = open();
    const started = await engine.start(importOf(['https://a.example/1']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).toHaveLength(0);
    expect(scheduler.queue.get().queued).toBe(1);

    await client.request((await import('../../api/links')).linkListSchema, '/api/urls', {
      meta: { priority: 'user' },
    });
    expect(server.calls.map((call) => call.method)).toEqual(['GET']);
    engine.cancel(started.id);
    const job = await settled(engine, started.id);
    expect(job.status).toBe('cancelled');
    expect(server.links).toHaveLength(0);
  });

  it('deleting what is already gone counts as done', async () => {
    const { server, open } = setUp();
    server.links.push({ id: 5, alias: 'x', url: 'https://x.example', description: '' });
    const engine = open();
    const started = await engine.start({
      kind: 'delete-links',
      title: 'Delete 2 links',
      items: [
        { key: '5', label: 'x', targetId: 5 },
        { key: '6', label: 'y', targetId: 6 },
      ],
    });
    const job = await settled(engine, started.id);
    expect(job.items.map((item) => item.state)).toEqual(['done', 'done']);
    expect(server.links).toHaveLength(0);
  });

  describe('link passwords', () => {
    const SECRET = 'open-sesame-42';
    const withPasswords = (): NewJob => ({
      kind: 'import-links',
      title: 'Import',
      items: [
        { key: '2', label: '1', row: { ...row('https://a.example/1'), password: SECRET } },
        { key: '3', label: '2', row: row('https://a.example/2') },
      ],
    });

    it('sends them, and never stores them: the stored job only marks the rows that set one', async () => {
      const { server, store, open } = setUp();
      const engine = open();
      const started = await engine.start(withPasswords());
      const stored = JSON.stringify(store.data.get(started.id));
      expect(stored).not.toContain(SECRET);
      expect(store.data.get(started.id)?.items.map((item) => item.needsPassword)).toEqual([
        true,
        undefined,
      ]);
      expect(JSON.stringify(engine.get())).not.toContain(SECRET);
      const job = await settled(engine, started.id);
      expect(job.status).toBe('finished');
      expect(server.links.map((link) => link.password)).toEqual([SECRET, undefined]);
      expect(JSON.stringify([...store.data.values()])).not.toContain(SECRET);
    });

    it('a bulk "set password" stores none; removing one ("") is no secret and is kept', async () => {
      const { server, store, open } = setUp();
      server.links.push(
        { id: 1, alias: 'a', url: 'https://a.example/1', description: '' },
        { id: 2, alias: 'b', url: 'https://a.example/2', description: '', password: 'old' },
      );
      const engine = open();
      const set = await engine.start({
        kind: 'update-links',
        title: 'Set password',
        items: [{ key: '1', label: 'a', targetId: 1, change: { password: SECRET } }],
      });
      expect(JSON.stringify(store.data.get(set.id))).not.toContain(SECRET);
      await settled(engine, set.id);
      const removal = await engine.start({
        kind: 'update-links',
        title: 'Remove password',
        items: [{ key: '2', label: 'b', targetId: 2, change: { password: '' } }],
      });
      await settled(engine, removal.id);
      expect(store.data.get(removal.id)?.items[0].change).toEqual({ password: '' });
      expect(server.links.map((link) => link.password)).toEqual([SECRET, '']);
    });

    it('after a reload the job asks for them again before it sends those rows', async () => {
      const { server, store, open } = setUp();
      server.setDown(true);
      const first = open();
      const started = await first.start(withPasswords());
      await settled(first, started.id);
      // The reload: this tab's memory is gone, the store is what is left.
      await first.close();
      server.setDown(false);
      const engine = open();
      await engine.ready;
      expect(engine.missingPasswords(started.id).map((item) => item.key)).toEqual(['2']);

      // Resumed without them: nothing is sent, the job pauses and says why.
      const before = server.calls.length;
      engine.resume(started.id);
      await new Promise((resolve) => setTimeout(resolve, 0));
      let job = await settled(engine, started.id);
      expect(job).toMatchObject({ status: 'paused', pauseReason: t(PASSWORD_PAUSE) });
      expect(server.calls.slice(before).filter((call) => call.method === 'POST')).toHaveLength(0);

      engine.resumeWithPasswords(started.id, new Map([['2', SECRET]]));
      await new Promise((resolve) => setTimeout(resolve, 0));
      job = await settled(engine, started.id);
      expect(job.status).toBe('finished');
      expect(engine.missingPasswords(started.id)).toEqual([]);
      expect(server.links.map((link) => [link.url, link.password])).toEqual([
        ['https://a.example/1', SECRET],
        ['https://a.example/2', undefined],
      ]);
      expect(JSON.stringify([...store.data.values()])).not.toContain(SECRET);
    });
  });
});
