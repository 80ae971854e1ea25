import type { Locator, Page } from '@playwright/test';
import {
  demoUserOf,
  expect,
  expectNoAxeViolations,
  test,
  type RunningServer,
  type TestUser,
} from './fixtures';
import { instanceRows } from './instance-db';
import { watchProblems } from './problems';

/**
 * The link editor against the real server, in both dialects (playwright.config.ts): every option
 * set in the dashboard lands in the instance's database, and an edit of one option leaves every
 * other one as it was, even those a real instance never reports back.
 */

/** Everything the instance stored for a link: its options, its pixels, its channels. */
type StoredLink = {
  id: number;
  url: string;
  title: string;
  redirect_type: string;
  password_hash: string | null;
  meta_description: string;
  routing: string;
} & Record<string, unknown>;

const storedLink = (server: RunningServer, alias: string) => {
  const [link] = instanceRows<StoredLink>(
    server,
    `SELECT id, url, description, title, status, password_hash, expiry, redirect_type,
            meta_description, meta_image, routing, campaign_id
       FROM links WHERE alias = ?`,
    alias,
  );
  if (!link) return undefined;
  const pixels = instanceRows(
    server,
    'SELECT pixel_id FROM link_pixels WHERE link_id = ? ORDER BY position',
    link.id,
  );
  const channels = instanceRows(
    server,
    "SELECT channel_id FROM channel_items WHERE item_type = 'links' AND item_id = ?",
    link.id,
  );
  return { ...link, pixels, channels };
};

const openLinks = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Links' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
};

const openSection = (dialog: Locator, title: string) =>
  dialog.getByText(title, { exact: true }).click();

const editLink = async (page: Page, alias: string) => {
  await page
    .getByRole('table', { name: 'Links' })
    .getByRole('row')
    .filter({ hasText: alias })
    .getByRole('button', { name: /^Edit/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit link' });
  await expect(dialog.getByRole('form', { name: 'Edit link' })).toBeVisible();
  return dialog;
};

/** Chooses the first real entry of a select once the account's list has loaded into it. */
const chooseFirst = async (select: Locator) => {
  await expect(select.locator('option')).not.toHaveCount(1);
  await select.selectOption({ index: 1 });
};

const signInDemo = async (
  page: Page,
  server: RunningServer,
  signIn: (u: TestUser) => Promise<void>,
) => {
  const problems = await watchProblems(page, server);
  await signIn(demoUserOf(server));
  return problems;
};

test('a link with every option: created in the editor, one option changed, the others kept', async ({
  page,
  server,
  signIn,
}, testInfo) => {
  const problems = await signInDemo(page, server, signIn);
  const alias = `every-${testInfo.project.name}`;
  await openLinks(page);
  await page.getByRole('button', { name: 'Create link' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create a short link' });
  await dialog.getByLabel(/Destination URL/).fill('https://shop.example.com/every');
  await dialog.getByLabel(/Custom alias/).fill(alias);

  await dialog.getByRole('combobox', { name: 'Visibility' }).selectOption('public');
  await openSection(dialog, 'Password and expiry');
  await dialog.getByLabel('Password', { exact: true }).fill('open sesame');
  await dialog.getByLabel('Expires').fill('2099-06-30T12:00');

  await openSection(dialog, 'Redirect type');
  const splash = dialog.getByRole('radio', { name: /One of your splash pages/ });
  await expect(dialog.getByRole('combobox', { name: 'Which splash page' })).toHaveCount(0);
  await splash.check();
  await expect(dialog.getByRole('combobox', { name: 'Which splash page' })).toBeVisible();

  await openSection(dialog, 'Pixels');
  const pixels = dialog.getByRole('group', { name: /Pixels loaded/ }).getByRole('checkbox');
  await pixels.nth(0).check();
  await pixels.nth(1).check();

  await openSection(dialog, 'Targeting');
  await dialog.getByRole('button', { name: 'Add a country target' }).click();
  await dialog.getByLabel('Country 1').fill('Canada');
  await dialog.getByLabel('Country address 1').fill('https://shop.example.com/ca');
  await dialog.getByRole('button', { name: 'Add a device target' }).click();
  await dialog.getByRole('combobox', { name: 'Device 1' }).selectOption('iPhone');
  await dialog.getByLabel('Device address 1').fill('https://shop.example.com/iphone');
  await dialog.getByRole('button', { name: 'Add a language target' }).click();
  await dialog.getByLabel('Language 1').fill('de');
  await dialog.getByLabel('Language address 1').fill('https://shop.example.com/de');

  await openSection(dialog, 'Deep links');
  await dialog.getByLabel('iOS app link').fill('myapp://open');
  await dialog
    .getByLabel('Android app link')
    .fill('https://play.google.com/store/apps/details?id=x');
  await dialog.getByLabel('Open the app automatically').check();

  await openSection(dialog, 'Parameters');
  await dialog.getByRole('button', { name: 'Add a parameter' }).click();
  await dialog.getByLabel('Parameter name 1').fill('ref');
  await dialog.getByLabel('Parameter value 1').fill('linkdeck');
  await expect(dialog.getByText('https://shop.example.com/every?ref=linkdeck')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Title' }).fill('Every option');
  await openSection(dialog, 'Social preview');
  await dialog.getByLabel('Preview description').fill('A link that does everything');
  await dialog.getByLabel('Preview image address').fill('https://shop.example.com/card.jpg');

  await openSection(dialog, 'Campaign and channel');
  await chooseFirst(dialog.getByRole('combobox', { name: 'Campaign (group in Linkdeck)' }));
  await chooseFirst(dialog.getByRole('combobox', { name: 'Add to a channel' }));

  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(() => storedLink(server, alias)?.redirect_type).toMatch(/^\d+$/);
  const created = storedLink(server, alias)!;
  expect(created).toMatchObject({
    url: 'https://shop.example.com/every',
    title: 'Every option',
    status: 'public',
    expiry: expect.stringMatching(/^2099-06-30 \d\d:00:00$/),
    meta_description: 'A link that does everything',
    meta_image: 'https://shop.example.com/card.jpg',
    campaign_id: expect.any(Number),
  });
  expect(created.password_hash).toEqual(expect.any(String));
  expect(created.pixels).toHaveLength(2);
  expect(created.channels).toHaveLength(1);
  expect(JSON.parse(created.routing as string)).toMatchObject({
    geotarget: [{ location: 'CA', link: 'https://shop.example.com/ca' }],
    devicetarget: [{ device: 'iPhone', link: 'https://shop.example.com/iphone' }],
    languagetarget: [{ language: 'de', link: 'https://shop.example.com/de' }],
    parameters: [{ name: 'ref', value: 'linkdeck' }],
    deeplink: { auto: true, apple: 'myapp://open' },
  });

  // The list says what the link does (from what this device sent, in both dialects).
  const row = page
    .getByRole('table', { name: 'Links' })
    .getByRole('row')
    .filter({ hasText: alias });
  await expect(row.getByRole('list', { name: 'What this link does' })).toContainText('Password');
  await expect(row.getByRole('list', { name: 'What this link does' })).toContainText('3 targets');

  // Reopened: the options show as the service reports them or as this device set them.
  const edit = await editLink(page, alias);
  await expect(edit.getByText(/password set/)).toBeVisible();
  await expect(edit.getByText('2 pixels')).toBeVisible();
  await openSection(edit, 'Social preview');
  await edit.getByLabel('Preview description').fill('Still everything');
  await edit.getByRole('button', { name: 'Save link' }).click();
  await expect(edit).toBeHidden();

  await expect.poll(() => storedLink(server, alias)?.meta_description).toBe('Still everything');
  expect(storedLink(server, alias)).toEqual({ ...created, meta_description: 'Still everything' });
  expect(await problems()).toEqual([]);
});

test('an option set directly on the instance survives an edit made in the dashboard', async ({
  page,
  server,
  signIn,
}, testInfo) => {
  const demo = demoUserOf(server);
  const problems = await signInDemo(page, server, signIn);
  const alias = `elsewhere-${testInfo.project.name}`;
  const pixels = (await server.api(demo.apiKey, 'GET', '/api/pixels')).json as {
    data: { pixels: { id: number }[] };
  };
  const answer = await server.api(demo.apiKey, 'POST', '/api/url/add', {
    url: 'https://shop.example.com/elsewhere',
    custom: alias,
    password: 'set elsewhere',
    type: 'frame',
    pixels: [pixels.data.pixels[0].id],
    languagetarget: [{ language: 'fr', link: 'https://shop.example.com/fr' }],
    parameters: [{ name: 'src', value: 'api' }],
  });
  expect((answer.json as { error: number }).error).toBe(0);
  const before = storedLink(server, alias)!;

  await openLinks(page);
  const edit = await editLink(page, alias);
  if (testInfo.project.name === 'real')
    // The instance does not report it, and this device never set it: said so, not shown as empty.
    await expect(edit.getByText(/password not reported by your service/)).toBeVisible();
  await edit.getByLabel(/Destination URL/).fill('https://shop.example.com/elsewhere-2');
  await edit.getByRole('button', { name: 'Save link' }).click();
  await expect(edit).toBeHidden();

  await expect
    .poll(() => storedLink(server, alias)?.url)
    .toBe('https://shop.example.com/elsewhere-2');
  expect(storedLink(server, alias)).toEqual({
    ...before,
    url: 'https://shop.example.com/elsewhere-2',
  });
  expect(await problems()).toEqual([]);
});

test('a new link on a branded domain: chosen on the first screen, its short URL on that domain', async ({
  page,
  server,
  user,
  signIn,
}, testInfo) => {
  const branded = `https://go-${testInfo.project.name}.brand-example.com`;
  const added = await server.api(user.apiKey, 'POST', '/api/domain/add', { domain: branded });
  expect(added.status, JSON.stringify(added.json)).toBeLessThan(300);
  const alias = `branded-${testInfo.project.name}`;
  await signIn();
  await openLinks(page);
  await page.getByRole('button', { name: 'Create link' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create a short link' });
  await dialog.getByLabel(/Destination URL/).fill('https://shop.example.com/branded');
  await dialog.getByLabel(/Custom alias/).fill(alias);
  await dialog.getByRole('combobox', { name: /^Domain/ }).selectOption(branded);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    // Shown without its scheme, as every address in a list.
    page.getByRole('table', { name: 'Links' }).getByText(`${new URL(branded).host}/${alias}`),
  ).toBeVisible();
  const [stored] = instanceRows<{ domain: string }>(
    server,
    'SELECT d.domain FROM links l JOIN domains d ON d.id = l.domain_id WHERE l.alias = ?',
    alias,
  );
  expect(stored?.domain).toBe(branded);
});

/** A folded section's line under its title (its `<summary>`). */
const summaryOf = (dialog: Locator, title: string) =>
  dialog.locator('summary').filter({ has: dialog.page().getByText(title, { exact: true }) });

/** The open dialog's full height, scrolled content included, and its width. */
const dialogSize = (dialog: Locator) =>
  dialog.evaluate((element) => ({
    height: element.scrollHeight,
    width: element.getBoundingClientRect().width,
  }));

test('a new link in the editor: defaults said as choices, a Title, names said once, empty rows dropped, focus on the outcome', async ({
  page,
  server,
  signIn,
}, testInfo) => {
  const problems = await signInDemo(page, server, signIn);
  const alias = `words-${testInfo.project.name}`;
  await openLinks(page);
  await page.getByRole('button', { name: 'Create link' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create a short link' });
  await expect(dialog.getByLabel(/Destination URL/)).toBeFocused();

  // Opens at a laptop's width, at a height a person can take in (viewport 1366×720).
  const opened = await dialogSize(dialog);
  expect(opened.width).toBeGreaterThanOrEqual(900);
  expect(opened.height).toBeLessThanOrEqual(2.5 * 720);
  await expect(dialog.locator('details[open]')).toHaveCount(0);

  // Nothing to report on a new link: its defaults are choices, the visibility one on the first screen.
  await expect(dialog.getByText(/not reported/i)).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Visibility' })).toHaveText(
    /Private — only you see its statistics/,
  );
  await expect(
    dialog.getByRole('combobox', { name: 'Visibility' }).locator('option:checked'),
  ).toHaveText('Private — only you see its statistics');
  await expect(summaryOf(dialog, 'Redirect type')).toHaveText('Redirect typeDirect');
  await expect(summaryOf(dialog, 'Password and expiry')).toHaveText(
    'Password and expiryno password · no expiry',
  );

  // One Title, what the list shows, said to be the social preview's title too.
  const title = dialog.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveAccessibleDescription(/Links list shows.*social preview.*one field/);
  await openSection(dialog, 'Social preview');
  await expect(dialog.getByText(/preview’s title is the link’s Title/)).toBeVisible();
  await expect(dialog.getByLabel('Preview title')).toHaveCount(0);

  // The UTM campaign and the Linkdeck campaign: two names, each once.
  await dialog.getByText('UTM parameters', { exact: true }).first().click();
  await openSection(dialog, 'Campaign and channel');
  await expect(dialog.getByRole('textbox', { name: 'UTM campaign' })).toBeVisible();
  await expect(
    dialog.getByRole('combobox', { name: 'Campaign (group in Linkdeck)' }),
  ).toBeVisible();
  await expect(dialog.getByText('UTM campaign', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Campaign (group in Linkdeck)', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Campaign', { exact: true })).toHaveCount(0);

  // A pixel named as its provider is named once.
  await openSection(dialog, 'Pixels');
  const pixels = dialog.getByRole('group', { name: /Pixels loaded/ });
  await expect(pixels.getByRole('checkbox', { name: 'TikTok', exact: true })).toBeVisible();
  await expect(pixels).not.toContainText('TikTok (TikTok)');
  await expect(pixels).not.toContainText(/(\w[\w ]*) \(\1\)/);

  // Three rows added and one filled: one target, and only it is sent.
  await openSection(dialog, 'Targeting');
  const addCountry = dialog.getByRole('button', { name: 'Add a country target' });
  for (let i = 0; i < 3; i += 1) await addCountry.click();
  await expect(summaryOf(dialog, 'Targeting')).toHaveText('Targetingnone');
  await dialog.getByLabel('Country 2').fill('Canada');
  await dialog.getByLabel('Country address 2').fill('https://shop.example.com/ca');
  await expect(summaryOf(dialog, 'Targeting')).toHaveText('Targeting1 target: Canada');

  await dialog.getByLabel(/Destination URL/).fill('https://shop.example.com/words');
  await dialog.getByLabel(/Custom alias/).fill(alias);
  await title.fill('Spring menu');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog).toBeHidden();

  // The focus lands on the outcome (read with it), not on the page's body.
  const outcome = page.getByRole('status', { name: 'Notifications' }).getByRole('listitem');
  await expect(outcome).toContainText(/Short link .*\/s\/words-\w+ created\./);
  const copy = outcome.getByRole('button', { name: /^Copy / });
  await expect(copy).toBeFocused();
  await expect(outcome.getByRole('group', { name: /Short link .* created\./ })).toBeVisible();
  expect(
    await page.evaluate(
      () =>
        document.activeElement !== document.body &&
        document.activeElement?.closest('[role="status"] li') !== null,
    ),
  ).toBe(true);

  await expect.poll(() => storedLink(server, alias)?.title).toBe('Spring menu');
  const created = storedLink(server, alias)!;
  expect(created).toMatchObject({ status: 'private', redirect_type: 'direct' });
  expect(JSON.parse(created.routing).geotarget).toEqual([
    { location: 'CA', link: 'https://shop.example.com/ca' },
  ]);
  const row = page
    .getByRole('table', { name: 'Links' })
    .getByRole('row')
    .filter({ hasText: alias });
  await expect(row).toContainText('Spring menu');
  await expect(row.getByRole('list', { name: 'What this link does' })).toContainText('1 target');

  // Reopened: every option it has said on its folded line, at a reasonable height.
  const edit = await editLink(page, alias);
  expect((await dialogSize(edit)).height).toBeLessThanOrEqual(2.5 * 720);
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue('Spring menu');
  await expect(summaryOf(edit, 'Targeting')).toContainText('1 target: CA');
  await expect(summaryOf(edit, 'Redirect type')).toContainText('Direct');
  await expect(edit.getByRole('combobox', { name: 'Visibility' })).toHaveValue('private');
  expect(await problems()).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const)
  test(`the wide editor, every section open, in the ${colorScheme} theme`, async ({
    page,
    server,
    signIn,
  }) => {
    await page.emulateMedia({ colorScheme });
    await signInDemo(page, server, signIn);
    await openLinks(page);
    await page.getByRole('button', { name: 'Create link' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create a short link' });
    await expect(dialog.getByLabel(/Destination URL/)).toBeFocused();
    for (const summary of await dialog.locator('summary').all()) await summary.click();
    await expect(
      dialog.getByRole('combobox', { name: 'Campaign (group in Linkdeck)' }),
    ).toBeVisible();
    await expect(dialog.getByRole('group', { name: /Pixels loaded/ })).toBeVisible();
    // Two columns side by side: the first field and the first section start on one line.
    const [field, section] = await Promise.all([
      dialog.getByLabel(/Destination URL/).boundingBox(),
      dialog.locator('summary').nth(1).boundingBox(),
    ]);
    expect(section!.x).toBeGreaterThan(field!.x + field!.width);
    await expectNoAxeViolations(page);
  });
