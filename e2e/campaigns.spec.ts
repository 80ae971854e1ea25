import { axeInBothThemes, expect, expectNoAxeViolations, test } from './fixtures';
import { countDialogs, XSS } from './inert-checks';
import { cellUnder, tableRow } from './resource-steps';

test.describe('campaigns', () => {
  test('creates a campaign with a rotator slug and assigns a link to it', async ({
    page,
    server,
    user,
    signIn,
  }) => {
    await server.api(user.apiKey, 'POST', '/api/url/add', {
      url: 'https://shop.example.com/spring',
      custom: 'spring-shoes',
      metatitle: 'Spring shoes',
    });
    await server.api(user.apiKey, 'POST', '/api/url/add', {
      url: 'https://shop.example.com/autumn',
      custom: 'autumn-coats',
    });
    await signIn();
    await page.goto('/campaigns');
    await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();

    await page.getByRole('button', { name: 'Create your first campaign' }).click();
    const create = page.getByRole('dialog', { name: 'Create a campaign' });
    // The name is required; a bad slug is refused next to its field.
    await create.getByLabel(/Rotating link name/).fill('a b');
    await create.getByRole('button', { name: 'Create campaign' }).click();
    await expect(create.getByText('Name is required.')).toBeVisible();
    await expect(create.getByText(/Rotating link name must be 3 to 50 letters/)).toBeVisible();
    await create.getByLabel(/^Name/).fill('Spring sale');
    await create.getByLabel(/Rotating link name/).fill('spring-e2e');
    await create.getByLabel('Public').check();
    await create.getByRole('button', { name: 'Create campaign' }).click();
    await expect(create).toBeHidden();

    const row = tableRow(page, 'Campaigns', 'Spring sale');
    await expect(row).toContainText('Public');
    await expect(row.getByRole('link', { name: /\/r\/spring-e2e/ })).toBeVisible();
    await expect(row.getByRole('button', { name: /Copy rotating link/ })).toBeVisible();
    await expect(row.getByRole('link', { name: /\/c\/\d+/ })).toBeVisible();
    // No links yet, so no clicks: said as plain numbers, the count opening Links filtered by it.
    await expect(row.getByRole('link', { name: '0 links in Spring sale: show them' })).toHaveText(
      '0',
    );
    await expect(await cellUnder(row, 'Clicks')).toHaveText('0');

    // Assign through the searchable picker, by keyboard.
    await row.getByRole('button', { name: 'Assign a link to Spring sale' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign a link to Spring sale' });
    await expect(
      assign.getByText(/assigning a link that is in another campaign moves it here/),
    ).toBeVisible();
    await assign.getByRole('button', { name: 'Assign link' }).click();
    await expect(assign.getByText('Choose a link from the list.')).toBeVisible();
    const picker = assign.getByRole('combobox', { name: /Link/ });
    await picker.fill('spring');
    const listbox = assign.getByRole('listbox', { name: 'Link' });
    await expect(listbox.getByRole('option')).toHaveCount(1);
    await expect(listbox.getByRole('option')).toContainText('Spring shoes');
    await picker.press('ArrowDown');
    await expect(picker).toHaveAttribute('aria-activedescendant', /.+/);
    await picker.press('Enter');
    await expect(picker).toHaveValue('Spring shoes');
    await assign.getByRole('button', { name: 'Assign link' }).click();
    await expect(assign).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'Spring shoes is now in Spring sale' }),
    ).toBeVisible();
    await expect(row.getByRole('link', { name: '1 link in Spring sale: show them' })).toHaveText(
      '1',
    );
    // The sum says which links it covers, here all of them.
    await expect(await cellUnder(row, 'Clicks')).toHaveAccessibleName('0 from 1 of 1 link');

    // The public list and the rotator really hold it now.
    const listUrl = await row.getByRole('link', { name: /\/c\/\d+/ }).getAttribute('href');
    const list = await page.request.get(listUrl!);
    expect(await list.text()).toContain('spring-shoes');

    // Edit keeps the slug unless changed (the name alone is sent again).
    await row.getByRole('button', { name: 'Edit Spring sale' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit campaign' });
    await expect(edit.getByLabel(/Rotating link name/)).toHaveValue('spring-e2e');
    await edit.getByLabel(/^Name/).fill('Spring sale 2');
    await edit.getByRole('button', { name: 'Save campaign' }).click();
    await expect(edit).toBeHidden();
    const renamed = tableRow(page, 'Campaigns', 'Spring sale 2');
    await expect(renamed.getByRole('link', { name: /\/r\/spring-e2e/ })).toBeVisible();

    await expectNoAxeViolations(page);

    // Delete after confirmation: the link itself stays.
    await renamed.getByRole('button', { name: 'Delete Spring sale 2' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this campaign?' });
    await expect(confirm).toContainText('Its links are kept');
    await confirm.getByRole('button', { name: 'Delete campaign' }).click();
    await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
    const links = await server.api(user.apiKey, 'GET', '/api/urls');
    expect(JSON.stringify(links.json)).toContain('spring-shoes');
  });

  test('HTML and javascript: URLs from the API stay inert', async ({
    page,
    server,
    user,
    signIn,
  }) => {
    await server.api(user.apiKey, 'POST', '/api/campaign/add', { name: XSS });
    const dialogs = countDialogs(page);
    await signIn();
    await page.goto('/campaigns');
    await expect(
      page.getByRole('table', { name: 'Campaigns' }).getByText(XSS, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Campaigns' }).getByText('None')).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs()).toBe(0);
  });

  test('passes axe in light and dark mode', async ({ page, server, user, signIn }) => {
    await server.api(user.apiKey, 'POST', '/api/campaign/add', {
      name: 'Autumn',
      slug: 'autumn-axe',
    });
    await server.api(user.apiKey, 'POST', '/api/url/add', { url: 'https://example.com/autumn' });
    await signIn();
    await axeInBothThemes(page, { path: '/campaigns', table: 'Campaigns' }, async () => {
      await page.getByRole('button', { name: 'Assign a link to Autumn' }).click();
      const assign = page.getByRole('dialog', { name: 'Assign a link to Autumn' });
      await assign.getByRole('combobox').press('ArrowDown');
      await expect(assign.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(assign).toBeHidden();
    });
  });
});
