import type { Page } from '@playwright/test';
import { expect, test as base, type RunningServer, type TestUser } from './fixtures';
import { instanceRows } from './instance-db';
import { watchProblems } from './problems';
import { campaigns, channels, domains, links, pixels } from './resource-steps';

/**
 * One create/edit/delete per resource, in both dialects (playwright.config.ts projects): each
 * step is checked on the instance's own database, and no error panel or CSP violation appears.
 * QR codes have theirs in both-dialects.spec.ts. CTA overlays and splash pages are read only in
 * the dashboard (the API cannot create them); the page walk there opens them.
 */

const open = async (page: Page, nav: string, heading = nav) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: nav }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
};

/**
 * What the instance stored for this test's user, polled (the page may show a change before its
 * answer is read). The first `?` of `sql` is the user's id: the worker's server holds other
 * users, demo data among them.
 */
const storedFor =
  (server: RunningServer, user: TestUser) =>
  (sql: string, ...params: unknown[]) => {
    const [{ id }] = instanceRows<{ id: number }>(
      server,
      'SELECT id FROM users WHERE email = ?',
      user.email,
    );
    return expect.poll(() => instanceRows(server, sql, id, ...params));
  };

/** Every journey signs in a fresh user and ends with no error panel or CSP violation seen. */
const test = base.extend<{ watched: void }>({
  watched: [
    async ({ page, server, signIn }, use) => {
      const problems = await watchProblems(page, server);
      await signIn();
      await use();
      expect(await problems()).toEqual([]);
    },
    { auto: true },
  ],
});

test('links: create, edit the destination, delete', async ({ page, server, user }) => {
  const stored = storedFor(server, user);
  await open(page, 'Links');
  await links.create(page, {
    url: 'https://shop.example.com/both',
    alias: 'both-e2e',
    description: 'In both dialects',
  });
  await stored(
    'SELECT url, description FROM links WHERE user_id = ? AND alias = ?',
    'both-e2e',
  ).toEqual([{ url: 'https://shop.example.com/both', description: 'In both dialects' }]);
  await links.editDestination(page, 'both-e2e', 'https://shop.example.com/both-2');
  await stored('SELECT url FROM links WHERE user_id = ? AND alias = ?', 'both-e2e').toEqual([
    { url: 'https://shop.example.com/both-2' },
  ]);
  await links.delete(page, 'both-e2e');
  await stored('SELECT id FROM links WHERE user_id = ?').toEqual([]);
});

test('campaigns: create, assign a link, rename, delete', async ({ page, server, user }) => {
  const stored = storedFor(server, user);
  await server.api(user.apiKey, 'POST', '/api/url/add', {
    url: 'https://shop.example.com/winter',
    custom: 'winter-both',
    metatitle: 'Winter boots',
  });
  await open(page, 'Campaigns');
  await campaigns.create(page, { name: 'Winter sale', slug: 'winter-both' });
  await stored('SELECT name, slug FROM campaigns WHERE user_id = ?').toEqual([
    { name: 'Winter sale', slug: 'winter-both' },
  ]);
  await campaigns.assignLink(page, 'Winter sale', 'winter', 'Winter boots');
  await expect(campaigns.row(page, 'Winter sale').getByRole('cell').nth(3)).toHaveText('1');
  const inCampaign = `SELECT links.alias FROM links JOIN campaigns ON links.campaign_id = campaigns.id
    WHERE campaigns.user_id = ?`;
  await stored(inCampaign).toEqual([{ alias: 'winter-both' }]);
  await campaigns.rename(page, 'Winter sale', 'Winter sale 2');
  await stored('SELECT name FROM campaigns WHERE user_id = ?').toEqual([{ name: 'Winter sale 2' }]);
  await campaigns.delete(page, 'Winter sale 2');
  await stored('SELECT id FROM campaigns WHERE user_id = ?').toEqual([]);
  // The link stays, out of any campaign.
  await stored('SELECT alias, campaign_id FROM links WHERE user_id = ?').toEqual([
    { alias: 'winter-both', campaign_id: null },
  ]);
});

test('channels: create, add a link, rename, delete', async ({ page, server, user }) => {
  const stored = storedFor(server, user);
  await server.api(user.apiKey, 'POST', '/api/url/add', {
    url: 'https://shop.example.com/print',
    custom: 'print-both',
    metatitle: 'Print flyer',
  });
  await open(page, 'Channels');
  await channels.create(page, { name: 'Print', color: '#FF5500', description: 'Flyers.' });
  await stored('SELECT name, color, description FROM channels WHERE user_id = ?').toEqual([
    { name: 'Print', color: '#FF5500', description: 'Flyers.' },
  ]);
  await channels.row(page, 'Print').getByRole('link', { name: 'Print' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Print' })).toBeVisible();
  await channels.addLink(page, 'Print', 'print');
  await expect(
    page.getByRole('table', { name: 'Items of Print' }).getByRole('row').filter({
      hasText: 'Print flyer',
    }),
  ).toBeVisible();
  const items = `SELECT channel_items.item_type AS type, links.alias FROM channel_items
    JOIN channels ON channels.id = channel_items.channel_id
    JOIN links ON links.id = channel_items.item_id WHERE channels.user_id = ?`;
  await stored(items).toEqual([{ type: 'links', alias: 'print-both' }]);

  await page.getByRole('link', { name: 'All channels' }).click();
  await channels.rename(page, 'Print', 'Print 2026');
  await stored('SELECT name FROM channels WHERE user_id = ?').toEqual([{ name: 'Print 2026' }]);
  await channels.delete(page, 'Print 2026');
  await stored('SELECT id FROM channels WHERE user_id = ?').toEqual([]);
  await stored(items).toEqual([]);
  await stored('SELECT alias FROM links WHERE user_id = ?').toEqual([{ alias: 'print-both' }]);
});

test('pixels: add, edit, delete', async ({ page, server, user }) => {
  const stored = storedFor(server, user);
  await open(page, 'Pixels');
  await pixels.add(page, { name: 'Shop', tag: '123456789012345', provider: 'Meta (Facebook)' });
  await stored('SELECT type, name, tag FROM pixels WHERE user_id = ?').toEqual([
    { type: 'fbpixel', name: 'Shop', tag: '123456789012345' },
  ]);
  await pixels.edit(page, 'Shop', { name: 'Shop EU', tag: '998877665544332' });
  await stored('SELECT name, tag FROM pixels WHERE user_id = ?').toEqual([
    { name: 'Shop EU', tag: '998877665544332' },
  ]);
  await pixels.delete(page, 'Shop EU');
  await stored('SELECT id FROM pixels WHERE user_id = ?').toEqual([]);
});

test('domains: add, edit the redirects, delete', async ({ page, server, user }) => {
  const stored = storedFor(server, user);
  const domain = `https://go-${test.info().project.name}-${Date.now().toString(36)}.example.com`;
  await open(page, 'Domains', 'Branded domains');
  await domains.add(page, { domain, redirectroot: 'https://www.example.com/' });
  await stored('SELECT domain, redirectroot, redirect404 FROM domains WHERE user_id = ?').toEqual([
    { domain, redirectroot: 'https://www.example.com/', redirect404: '' },
  ]);
  await domains.setNotFoundRedirect(page, domain, 'https://www.example.com/missing');
  await stored('SELECT redirect404 FROM domains WHERE user_id = ?').toEqual([
    { redirect404: 'https://www.example.com/missing' },
  ]);
  await domains.delete(page, domain);
  await stored('SELECT id FROM domains WHERE user_id = ?').toEqual([]);
});
