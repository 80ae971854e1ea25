import { expect, openFromNav, test } from './fixtures';

/** Issue 11: select, then act on the Links list at 20 requests a minute, each action a job. */
test.use({ serverEnv: { RATE_LIMIT_PER_MINUTE: '20' } });

type Campaign = { id: number; name: string; links: number | null };

test('bulk assign to a campaign, then bulk delete, each item once', async ({
  page,
  server,
  user,
  signIn,
}) => {
  test.setTimeout(180_000);
  for (let i = 1; i <= 4; i++)
    await server.api(user.apiKey, 'POST', '/api/url/add', { url: `https://bulk.example/${i}` });
  await server.api(user.apiKey, 'POST', '/api/campaign/add', { name: 'Spring' });
  await signIn();
  await openFromNav(page, 'Links');
  const table = page.getByRole('table', { name: 'Links' });
  const boxes = table.getByRole('checkbox', { name: /^Select (?!all)/ });
  await expect(boxes).toHaveCount(4);

  // The first row, then Shift+click the third: a range of three.
  await boxes.nth(0).click();
  await boxes.nth(2).click({ modifiers: ['Shift'] });
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar.getByText('3 selected')).toBeVisible();

  await bar.getByRole('button', { name: 'Assign to a campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign to a campaign' });
  await dialog.getByLabel('Campaign').selectOption({ label: 'Spring' });
  await dialog.getByRole('button', { name: 'Assign 3 links' }).click();
  await expect(table.getByText('Done', { exact: true })).toHaveCount(3, { timeout: 90_000 });

  const campaigns = await server.check(user.apiKey, '/api/campaigns');
  const spring = (campaigns as { data: { campaigns: Campaign[] } }).data.campaigns[0];
  expect(spring).toMatchObject({ name: 'Spring', links: 3 });

  await table.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await boxes.nth(3).click();
  await expect(bar.getByText('3 selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete 3 links?' })
    .getByRole('button', { name: 'Delete 3 links' })
    .click();
  await expect(boxes).toHaveCount(1, {
    timeout: 90_000,
  });

  const left = await server.check(user.apiKey, '/api/urls');
  const urls = (left as { data: { urls: { longurl: string }[] } }).data.urls;
  expect(urls.map((link) => link.longurl)).toEqual(['https://bulk.example/1']);
});

test('bulk add QR codes to a channel, then bulk delete them, each item once', async ({
  page,
  server,
  user,
  signIn,
}) => {
  test.setTimeout(180_000);
  for (let i = 1; i <= 3; i++)
    await server.api(user.apiKey, 'POST', '/api/qr/add', {
      type: 'text',
      data: `Poster ${i}`,
      name: `Poster ${i}`,
    });
  const channel = await server.api(user.apiKey, 'POST', '/api/channel/add', { name: 'Print' });
  const channelId = (channel.json as { id: number }).id;
  await signIn();
  await page.goto('/qr');
  const table = page.getByRole('table', { name: 'QR codes' });
  const boxes = table.getByRole('checkbox', { name: /^Select (?!all)/ });
  await expect(boxes).toHaveCount(3);
  const bar = page.getByRole('region', { name: 'Selected rows' });

  await boxes.nth(0).click();
  await boxes.nth(1).click();
  await bar.getByRole('button', { name: 'Add to a channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to a channel' });
  await dialog.getByLabel('Channel').selectOption({ label: 'Print' });
  await dialog.getByRole('button', { name: 'Add 2 QR codes' }).click();
  await expect(table.getByText('Done', { exact: true })).toHaveCount(2, { timeout: 90_000 });
  const items = await server.check(user.apiKey, `/api/channel/${channelId}?limit=100`);
  const inChannel = (items as { data: { items: { type: string }[] } }).data.items;
  expect(inChannel.map((item) => item.type)).toEqual(['qr', 'qr']);

  await table.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await bar.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete 3 QR codes?' })
    .getByRole('button', { name: 'Delete 3 QR codes' })
    .click();
  await expect(boxes).toHaveCount(0, { timeout: 90_000 });
  const left = await server.check(user.apiKey, '/api/qr?limit=100');
  expect((left as { data: { qrs: unknown[] } }).data.qrs).toEqual([]);
});
