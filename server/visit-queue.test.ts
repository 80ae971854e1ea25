import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { testConfig } from './config';
import { issueKey } from './db/api-keys-repository';
import { openDatabase } from './db/connection';
import { createUser } from './db/users-repository';
import type { RecordedVisit } from './db/visits-repository';
import { VISIT_BATCH_MS, visitQueue } from './visit-queue';

const client = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' };
const salt = () => Buffer.alloc(32, 1);

describe('visit queue', () => {
  afterEach(() => vi.useRealTimers());

  it('writes a burst of visits as one batch, a few milliseconds later', () => {
    vi.useFakeTimers();
    const batches: (readonly RecordedVisit[])[] = [];
    const queue = visitQueue({ write: (batch) => batches.push(batch), salt });
    for (let i = 0; i < 300; i++) queue.add('s', 1 + (i % 3), 7, client);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(VISIT_BATCH_MS);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(300);
    expect(batches[0][0]).toMatchObject({ kind: 's', targetId: 1, visit: { browser: 'Firefox' } });
  });

  it('keeps a batch the database refused and writes it later, once', () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let refuse = true;
    const written: RecordedVisit[] = [];
    const queue = visitQueue({
      write: (batch) => {
        if (refuse) throw new Error('SQLITE_BUSY: database is locked');
        written.push(...batch);
      },
      salt,
    });
    queue.add('q', 1, 7, client);
    queue.add('q', 1, 7, client);
    vi.advanceTimersByTime(VISIT_BATCH_MS);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/Could not record 2 visits/));
    refuse = false;
    queue.add('q', 1, 7, client);
    vi.advanceTimersByTime(1000);
    expect(written).toHaveLength(3);
    queue.flush();
    expect(written).toHaveLength(3);
    error.mockRestore();
  });

  it('writes what is queued when closed', () => {
    const written: RecordedVisit[] = [];
    const queue = visitQueue({ write: (batch) => written.push(...batch), salt, batchMs: 60_000 });
    queue.add('s', 1, 7, client);
    queue.close();
    expect(written).toHaveLength(1);
  });
});

describe('visits off the request path', () => {
  it('answers a visit while another process holds the database, and counts it afterwards', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'linkdeck-visits-'));
    const path = join(dir, 'visits.sqlite');
    const db = openDatabase(path);
    db.pragma('busy_timeout = 50');
    const app = createApp({ db, config: testConfig() });
    const key = issueKey(db, createUser(db, { email: 'a@example.com' }));
    const call = (method: string, url: string, body?: unknown) =>
      app.request(url, {
        method,
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const { id, shorturl } = await (
      await call('POST', '/api/url/add', { url: 'https://example.com/busy' })
    ).json();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const other = new Database(path);
    try {
      other.exec('BEGIN IMMEDIATE'); // e.g. `npm run user:create` writing
      const visit = await app.request(new URL(shorturl).pathname);
      expect(visit.status).toBe(302);
      expect(visit.headers.get('Location')).toBe('https://example.com/busy');
      other.exec('COMMIT');
      const stats = await (await call('GET', `/api/url/${id}`)).json();
      expect(stats.details.clicks).toBe(1);
      // The batch's relaxed sync is only for its own commit.
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
    } finally {
      error.mockRestore();
      other.close();
      app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
