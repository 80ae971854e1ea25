import Database from 'better-sqlite3';
import { axeInBothThemes, axeOnDialog, expect, expectNoAxeViolations, test } from './fixtures';
import { countDialogs, XSS } from './inert-checks';
import { links } from './resource-steps';

test.describe('links', () => {
  test('creates, finds, copies, edits and deletes a short link', async ({
    page,
    signIn,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn();
    await page.goto('/links');
    await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No links yet' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Create: a bad address is refused next to the field and the input stays.
    await page.getByRole('button', { name: 'Create your first link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a short link' });
    await dialog.getByLabel(/Destination URL/).fill('spring sale');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog.getByText(/must be a full address starting with http/)).toBeVisible();
    await expect(dialog.getByLabel(/Destination URL/)).toHaveValue('spring sale');
    // A bare address gets https:// as the field is left.
    await dialog.getByLabel(/Destination URL/).fill('shop.example.com/spring');
    await dialog.getByLabel(/Destination URL/).blur();
    await expect(dialog.getByLabel(/Destination URL/)).toHaveValue(
      'https://shop.example.com/spring',
    );
    await dialog.getByLabel(/Custom alias/).fill('spring-e2e');
    await dialog.getByLabel(/Description/).fill('Spring sale landing page');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: /spring-e2e created/ })).toBeVisible();
    // The message offers the new short URL's Copy right there.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /spring-e2e created/ })
        .getByRole('button', { name: /^Copy .*spring-e2e/ }),
    ).toBeVisible();

    const table = page.getByRole('table', { name: 'Links' });
    const row = table.getByRole('row').filter({ hasText: 'spring-e2e' });
    await expect(row).toContainText('shop.example.com/spring');
    await expect(row.getByRole('link', { name: /\/s\/spring-e2e/ })).toHaveAttribute(
      'href',
      /\/s\/spring-e2e$/,
    );

    // Copy the short URL with one click.
    await row.getByRole('button', { name: /Copy short URL/ }).click();
    await expect(row.getByText('Copied to the clipboard')).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/s\/spring-e2e$/);

    // The same alias again is refused on the alias field; nothing typed is lost.
    await page.getByRole('button', { name: 'Create link' }).click();
    const again = page.getByRole('dialog', { name: 'Create a short link' });
    await again.getByLabel(/Destination URL/).fill('https://shop.example.com/other');
    await again.getByLabel(/Custom alias/).fill('spring-e2e');
    await again.getByRole('button', { name: 'Create link' }).click();
    await expect(again.getByText(/alias "spring-e2e" is taken/)).toBeVisible();
    await expect(again.getByLabel(/Custom alias/)).toHaveAttribute('aria-invalid', 'true');
    await expect(again.getByLabel(/Destination URL/)).toHaveValue('https://shop.example.com/other');
    await again.getByLabel(/Custom alias/).fill('');
    await again.getByRole('button', { name: 'Create link' }).click();
    await expect(again).toBeHidden();

    // Search goes into the URL, and an empty result says so.
    await page.getByRole('searchbox', { name: 'Search links' }).fill('spring sale');
    await expect(page).toHaveURL(/q=spring\+sale/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search links' }).fill('nothing-like-this');
    await expect(
      page.getByRole('heading', { name: /No link matches “nothing-like-this”/ }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Clear the search' }).click();
    await expect(table.getByRole('row')).toHaveCount(3);

    // Order by clicks lives in the URL too.
    await page.getByLabel('Sort by').selectOption('click');
    await expect(page).toHaveURL(/order=click/);
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('click');

    // Edit the destination, then delete after confirmation.
    await links.editDestination(page, 'spring-e2e', 'https://shop.example.com/spring-2');
    await links.delete(page, 'spring-e2e');
    await expect(table.getByRole('row')).toHaveCount(2);
  });

  test('HTML and javascript: URLs from the API stay inert', async ({
    page,
    server,
    user,
    signIn,
  }) => {
    // Stored straight through the API, as another tool could.
    const created = await server.api(user.apiKey, 'POST', '/api/url/add', {
      url: 'https://example.com/x',
      description: XSS,
      metatitle: XSS,
    });
    expect(created.status).toBe(200);
    // The API refuses a javascript: destination, so plant one behind its back (an old record).
    const db = new Database(server.databasePath);
    db.prepare("UPDATE links SET url = 'javascript:alert(1)' WHERE id = ?").run(
      (created.json as { id: number }).id,
    );
    db.close();
    const dialogs = countDialogs(page);
    await signIn();
    await page.goto('/links');
    const table = page.getByRole('table', { name: 'Links' });
    await expect(table.getByText(XSS, { exact: true })).toBeVisible();
    await expect(table.getByText('javascript:alert(1)')).toBeVisible();
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs()).toBe(0);
  });

  test('passes axe in light and dark mode', async ({ page, server, user, signIn }) => {
    await server.api(user.apiKey, 'POST', '/api/url/add', { url: 'https://example.com/a' });
    await signIn();
    await axeInBothThemes(page, { path: '/links', table: 'Links' }, () =>
      axeOnDialog(page, 'Create link', 'Create a short link'),
    );
  });
});
