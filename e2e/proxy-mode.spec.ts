import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import {
  expect,
  signInThroughUi,
  startServer,
  type RunningServer,
  type TestUser,
} from './fixtures';
import { removeServerFiles } from './server';

/**
 * Proxy mode: one reference server is "the real instance"; a second server started with
 * UPSTREAM_API_URL serves the dashboard and forwards /api/* to it. The browser only ever talks
 * to the proxy's origin, as it would in front of an instance that sends no CORS headers.
 */
test.describe('proxy mode (UPSTREAM_API_URL)', () => {
  let upstream: RunningServer;
  let proxy: RunningServer;
  let user: TestUser;
  let requestLog: string;

  test.beforeAll(async () => {
    upstream = await startServer();
    user = upstream.createUser({ demo: true });
    requestLog = join(upstream.databasePath, '..', 'proxy-requests.jsonl');
    proxy = await startServer({ UPSTREAM_API_URL: upstream.url, REQUEST_LOG: requestLog });
  });

  test.afterAll(async () => {
    for (const server of [proxy, upstream]) {
      await server?.stop();
      if (server) removeServerFiles(server);
    }
  });

  test('signs in on the proxy origin, shows the upstream data and writes to it', async ({
    page,
  }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));

    await page.goto(`${proxy.url}/sign-in`);
    await signInThroughUi(page, user);

    // The demo user's domains, as the upstream lists them, appear on the proxy's page.
    const listed = await upstream.api(user.apiKey, 'GET', '/api/domains?limit=100');
    const domains = (listed.json as { data: { domains: { domain: string }[] } }).data.domains;
    expect(domains.length).toBeGreaterThan(0);
    await page.goto(`${proxy.url}/domains`);
    await expect(
      page.getByRole('row').filter({ hasText: domains[0].domain.replace(/^https?:\/\//, '') }),
    ).toBeVisible();

    // Add a domain through the proxy; the upstream has it.
    const domain = `https://proxied-${Date.now().toString(36)}.example.com`;
    await page.getByRole('button', { name: 'Add domain' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a branded domain' });
    await dialog.getByLabel('Domain', { exact: true }).fill(domain);
    await dialog.getByRole('button', { name: 'Add domain' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('row').filter({ hasText: domain.replace('https://', '') }),
    ).toBeVisible();
    const after = await upstream.api(user.apiKey, 'GET', '/api/domains?limit=100');
    expect(
      (after.json as { data: { domains: { domain: string }[] } }).data.domains.map((d) => d.domain),
    ).toContain(domain);

    // The page never left the proxy's origin; the proxy stored nothing and logged no key.
    expect([...origins].filter((o) => o !== proxy.url && o !== 'null')).toEqual([]);
    expect(existsSync(proxy.databasePath)).toBe(false);
    const log = readFileSync(requestLog, 'utf8');
    expect(log).toContain('"method":"POST","url":"/api/domain/add","status":200');
    expect(log).not.toContain(user.apiKey);
  });

  test('the proxy creates no users: user:create refuses and points at the upstream', () => {
    expect(() => proxy.createUser()).toThrow(/UPSTREAM_API_URL is set/);
  });
});
