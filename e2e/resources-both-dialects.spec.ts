import type { Page } from '@playwright/test';
import { expect, test as base, type RunningServer } from './fixtures';
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

/** What the instance stored, polled: the page may show a change before its answer is read. */
const stored = (server: RunningServer, sql: string, ...params: unknown[]) =>
  expect.poll(() => instanceRows(server, sql, ...params));

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

test('links: create, edit the destination, delete', async ({ page, server }) => {
  await open(page, 'Links');
  await links.create(page, {
    url: 'https://shop.example.com/both',
    alias: 'both-e2e',
    description: 'In both dialects',
  });
  await stored(server, 'SELECT url, description FROM links WHERE alias = ?', 'both-e2e').toEqual([
    { url: 'https://shop.example.com/both', description: 'In both dialects' },
  ]);
  await links.editDestination(page, 'both-e2e', 'https://shop.example.com/both-2');
  await stored(server, 'SELECT url FROM links WHERE alias = ?', 'both-e2e').toEqual([
    { url: 'https://shop.example.com/both-2' },
  ]);
  await links.delete(page, 'both-e2e');
  await stored(server, 'SELECT id FROM links WHERE alias = ?', 'both-e2e').toEqual([]);
});

test('campaigns: create, assign a link, rename, delete', async ({ page, server, user }) => {
  await server.api(user.apiKey, 'POST', '/api/url/add', {
    url: 'https://shop.example.com/winter',
    custom: 'winter-both',
    metatitle: 'Winter boots',
  });
  await open(page, 'Campaigns');
  await campaigns.create(page, { name: 'Winter sale', slug: 'winter-both' });
  await stored(server, 'SELECT name, slug FROM campaigns WHERE slug = ?', 'winter-both').toEqual([
    { name: 'Winter sale', slug: 'winter-both' },
  ]);
  await campaigns.assignLink(page, 'Winter sale', 'winter', 'Winter boots');
  await expect(campaigns.row(page, 'Winter sale').getByRole('cell').nth(4)).toHaveText('1');
  const inCampaign = `SELECT links.alias FROM links JOIN campaigns ON links.campaign_id = campaigns.id
    WHERE campaigns.slug = ?`;
  await stored(server, inCampaign, 'winter-both').toEqual([{ alias: 'winter-both' }]);
  await campaigns.rename(page, 'Winter sale', 'Winter sale 2');
  await stored(server, 'SELECT name FROM campaigns WHERE slug = ?', 'winter-both').toEqual([
    { name: 'Winter sale 2' },
  ]);
  await campaigns.delete(page, 'Winter sale 2');
  await stored(server, 'SELECT id FROM campaigns WHERE slug = ?', 'winter-both').toEqual([]);
  // The link stays, out of any campaign.
  await stored(server, 'SELECT campaign_id FROM links WHERE alias = ?', 'winter-both').toEqual([
    { campaign_id: null },
  ]);
});

test('channels: create, add a link, rename, delete', async ({ page, server, user }) => {
  await server.api(user.apiKey, 'POST', '/api/url/add', {
    url: 'https://shop.example.com/print',
    custom: 'print-both',
    metatitle: 'Print flyer',
  });
  await open(page, 'Channels');
  await channels.create(page, { name: 'Print', color: '#FF5500', description: 'Flyers.' });
  await stored(server, 'SELECT color, description FROM channels WHERE name = ?', 'Print').toEqual([
    { color: '#FF5500', description: 'Flyers.' },
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
    JOIN links ON links.id = channel_items.item_id WHERE channels.name = ?`;
  await stored(server, items, 'Print').toEqual([{ type: 'links', alias: 'print-both' }]);

  await page.getByRole('link', { name: 'All channels' }).click();
  await channels.rename(page, 'Print', 'Print 2026');
  await stored(server, 'SELECT name FROM channels WHERE name LIKE ?', 'Print%').toEqual([
    { name: 'Print 2026' },
  ]);
  await channels.delete(page, 'Print 2026');
  await stored(server, 'SELECT id FROM channels WHERE name = ?', 'Print 2026').toEqual([]);
  await stored(server, 'SELECT item_id FROM channel_items').toEqual([]);
  await stored(server, 'SELECT alias FROM links WHERE alias = ?', 'print-both').toEqual([
    { alias: 'print-both' },
  ]);
});

test('pixels: add, edit, delete', async ({ page, server }) => {
  await open(page, 'Pixels');
  await pixels.add(page, { name: 'Shop', tag: '123456789012345', provider: 'Meta (Facebook)' });
  await stored(server, 'SELECT type, tag FROM pixels WHERE name = ?', 'Shop').toEqual([
    { type: 'fbpixel', tag: '123456789012345' },
  ]);
  await pixels.edit(page, 'Shop', { name: 'Shop EU', tag: '998877665544332' });
  await stored(server, 'SELECT name FROM pixels WHERE tag = ?', '998877665544332').toEqual([
    { name: 'Shop EU' },
  ]);
  await pixels.delete(page, 'Shop EU');
  await stored(server, 'SELECT id FROM pixels WHERE name LIKE ?', 'Shop%').toEqual([]);
});

test('domains: add, edit the redirects, delete', async ({ page, server }) => {
  const domain = `https://go-${test.info().project.name}-${Date.now().toString(36)}.example.com`;
  await open(page, 'Domains', 'Branded domains');
  await domains.add(page, { domain, redirectroot: 'https://www.example.com/' });
  await stored(
    server,
    'SELECT redirectroot, redirect404 FROM domains WHERE domain = ?',
    domain,
  ).toEqual([{ redirectroot: 'https://www.example.com/', redirect404: '' }]);
  await domains.setNotFoundRedirect(page, domain, 'https://www.example.com/missing');
  await stored(server, 'SELECT redirect404 FROM domains WHERE domain = ?', domain).toEqual([
    { redirect404: 'https://www.example.com/missing' },
  ]);
  await domains.delete(page, domain);
  await stored(server, 'SELECT id FROM domains WHERE domain = ?', domain).toEqual([]);
});
