import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openFromNav, test } from './fixtures';
import { readRequestLog, watchApiRequests } from './request-log';
import { cellUnder } from './resource-steps';
import type { RunningServer } from './server';

/**
 * Issue 44: campaign numbers in a browser that never saw the assignments (made through the API,
 * as a colleague or a second laptop would). The contract reports each link's campaign in
 * `GET /api/url/:id`: the page shows what reading the unknown ones costs, reads them once (one
 * request per link), and then knows. A real instance does not report it: the page says so after
 * one read.
 */

const requestLog = join(tmpdir(), `linkdeck-campaign-read-${randomUUID()}.jsonl`);
test.use({ serverEnv: { REQUEST_LOG: requestLog } });
test.afterAll(() => rmSync(requestLog, { force: true }));

type Created = { id: number; shorturl: string };

const LINKS = 15;
const IN_SPRING = 12;

/** 15 links, link i clicked i % 3 + 1 times; 12 in Spring launch, 2 in Autumn, 1 in none. */
const seed = async (page: Page, server: RunningServer, apiKey: string) => {
  const created: Created[] = [];
  for (let i = 1; i <= LINKS; i++)
    created.push(
      (
        await server.api(apiKey, 'POST', '/api/url/add', {
          url: `https://shop.example.com/item-${i}`,
          custom: `item-${i}`,
          metatitle: `Item ${i}`,
        })
      ).json as Created,
    );
  const clicksOf = (i: number) => (i % 3) + 1;
  for (const [index, link] of created.entries())
    for (let n = 0; n < clicksOf(index + 1); n++)
      await page.request.get(link.shorturl, { maxRedirects: 0 });
  const spring = (await server.api(apiKey, 'POST', '/api/campaign/add', { name: 'Spring launch' }))
    .json as Created;
  const autumn = (await server.api(apiKey, 'POST', '/api/campaign/add', { name: 'Autumn' }))
    .json as Created;
  for (const link of created.slice(0, IN_SPRING))
    await server.api(apiKey, 'POST', `/api/campaign/${spring.id}/assign/${link.id}`);
  for (const link of created.slice(IN_SPRING, IN_SPRING + 2))
    await server.api(apiKey, 'POST', `/api/campaign/${autumn.id}/assign/${link.id}`);
  const springClicks = Array.from({ length: IN_SPRING }, (_, i) => clicksOf(i + 1)).reduce(
    (a, b) => a + b,
  );
  const autumnClicks = clicksOf(IN_SPRING + 1) + clicksOf(IN_SPRING + 2);
  return { springClicks, autumnClicks };
};

const linkReadsSince = (since: number) =>
  readRequestLog(requestLog).filter(
    (request) =>
      request.t >= since && request.method === 'GET' && /^\/api\/url\/\d+$/.test(request.url),
  );

test('campaign numbers are read from the API in a browser that never saw the assignments', async ({
  page,
  context,
  server,
  user,
  apiDialect,
}) => {
  const { springClicks, autumnClicks } = await seed(page, server, user.apiKey);
  const requests = watchApiRequests(context);
  // Signed in straight onto Campaigns: nothing else has read a link yet.
  await page.goto('/campaigns');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel('API key', { exact: true }).fill(user.apiKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/campaigns$/);

  const table = page.getByRole('table', { name: 'Campaigns' });
  const spring = table.getByRole('row', { name: /Spring launch/ });
  const autumn = table.getByRole('row', { name: /Autumn/ });
  // The cost, before any link is read.
  const offer = page.getByText(
    /^Membership of 15 links is not known on this device — reading it takes 15 requests \(about \d+ s at your budget\)\.$/,
  );
  await expect(offer).toBeVisible();
  await requests.settled();
  const accepted = Date.now();
  expect(linkReadsSince(0)).toHaveLength(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Read the campaigns of 15 links' }).click();

  if (apiDialect === 'real') {
    // One read says the service does not report it; nothing more is sent.
    await expect(
      page.getByRole('note').filter({
        hasText:
          'Your service does not report which campaign a link is in: only the links assigned on this device are counted.',
      }),
    ).toBeVisible();
    await requests.settled();
    expect(linkReadsSince(accepted)).toHaveLength(1);
    await expect(await cellUnder(spring, 'Clicks')).toHaveAccessibleName(
      'Not known on this device',
    );
    await page.reload();
    await expect(table).toBeVisible();
    await expect(offer).toBeHidden();
    await requests.settled();
    expect(linkReadsSince(accepted)).toHaveLength(1);
    return;
  }

  // The read goes on while the person goes elsewhere.
  await openFromNav(page, 'Links');
  await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
  await openFromNav(page, 'Campaigns');
  await expect(await cellUnder(spring, 'Clicks')).toHaveText(
    `${springClicks}from ${IN_SPRING} of ${IN_SPRING} links`,
  );
  await expect(await cellUnder(autumn, 'Clicks')).toHaveText(`${autumnClicks}from 2 of 2 links`);
  await expect(offer).toBeHidden();
  await requests.settled();
  // Exactly one request per link whose campaign was not known, each link once.
  const reads = linkReadsSince(accepted);
  expect(reads).toHaveLength(LINKS);
  expect(new Set(reads.map((read) => read.url)).size).toBe(LINKS);
  await expectNoAxeViolations(page);

  // "12 links in Spring launch" opens Links with those 12.
  await spring
    .getByRole('link', { name: `${IN_SPRING} links in Spring launch: show them` })
    .click();
  await expect(page).toHaveURL(/\/links\?campaign=\d+$/);
  const linksTable = page.getByRole('table', { name: 'Links' });
  await expect(linksTable.getByRole('row')).toHaveCount(IN_SPRING + 1);
  await expect(page.getByRole('note')).toContainText(`${IN_SPRING} links of Spring launch`);
  await expect(linksTable).not.toContainText('Item 13');

  // A second visit, even after a reload, reads no link again.
  const secondVisit = Date.now();
  await page.goto('/campaigns');
  await expect(await cellUnder(spring, 'Clicks')).toHaveText(
    `${springClicks}from ${IN_SPRING} of ${IN_SPRING} links`,
  );
  await expect(offer).toBeHidden();
  await requests.settled();
  expect(linkReadsSince(secondVisit)).toHaveLength(0);
});
