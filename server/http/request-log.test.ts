import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setUp } from '../test-helpers';

const dir = mkdtempSync(join(tmpdir(), 'linkdeck-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const readLog = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('REQUEST_LOG', () => {
  it('appends one line per API request with its time, method, path and query, and status', async () => {
    const file = join(dir, 'requests.jsonl');
    const { app, user } = setUp({ requestLog: file });
    const alice = user();
    const before = Date.now();
    await alice.call('GET', '/api/qr?page=1&limit=25');
    await alice.call('POST', '/api/domain/add', { domain: 'nope' });
    await app.request('/api/account', { headers: { Authorization: 'Bearer wrong-key' } });
    await alice.call('GET', '/api/nowhere');
    await app.request('/healthz');

    const lines = readLog(file);
    expect(lines.map(({ method, url, status }) => ({ method, url, status }))).toEqual([
      { method: 'GET', url: '/api/qr?page=1&limit=25', status: 200 },
      { method: 'POST', url: '/api/domain/add', status: 400 },
      { method: 'GET', url: '/api/account', status: 401 },
      { method: 'GET', url: '/api/nowhere', status: 404 },
    ]);
    for (const line of lines) {
      expect(Object.keys(line)).toEqual(['t', 'method', 'url', 'status']);
      expect(line.t).toBeGreaterThanOrEqual(before);
      expect(line.t).toBeLessThanOrEqual(Date.now());
    }
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(alice.key);
    expect(text).not.toContain('wrong-key');
  });

  it('is off by default', () => {
    expect(setUp().config.requestLog).toBeNull();
  });
});
