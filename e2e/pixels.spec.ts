import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { pixels } from './resource-steps';

const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add a pixel' });
const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit pixel' });

test.describe('pixels', () => {
  test('add, edit and delete a Google Tag Manager and a Meta pixel', async ({ page, signIn }) => {
    await signIn();
    await page.getByRole('link', { name: 'Pixels' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pixels' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'No pixels yet' })).toBeVisible();

    // Google Tag Manager: a wrong tag is refused before sending, next to the field, input kept.
    await page.getByRole('button', { name: 'Add your first pixel' }).click();
    let dialog = addDialog(page);
    await expect(dialog.getByLabel('Provider')).toHaveValue('gtmpixel');
    await expect(
      dialog.getByText(/Container ID: GTM- followed by letters and digits/),
    ).toBeVisible();
    await dialog.getByLabel('Name').fill('Main site');
    await dialog.getByLabel('Tag', { exact: true }).fill('UA-12345');
    await dialog.getByRole('button', { name: 'Add pixel' }).click();
    const tag = dialog.getByLabel('Tag', { exact: true });
    await expect(tag).toHaveAttribute('aria-invalid', 'true');
    await expect(tag).toHaveAccessibleDescription(/does not look like a Google Tag Manager tag/);
    await expect(tag).toHaveValue('UA-12345');
    await expect(dialog.getByLabel('Name')).toHaveValue('Main site');
    await tag.fill('GTM-ABC123');
    await dialog.getByRole('button', { name: 'Add pixel' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'Pixel Main site added.' }),
    ).toBeVisible();
    const gtm = pixels.row(page, 'Main site');
    await expect(gtm).toContainText('Google Tag Manager');
    await expect(gtm.locator('code')).toHaveText('GTM-ABC123');

    // Meta: the hint follows the provider. A tag the real server refuses (the request is altered
    // on the way, as an outdated client would send it) lands next to the field, nothing lost.
    await page.getByRole('button', { name: 'Add pixel' }).click();
    dialog = addDialog(page);
    await dialog.getByLabel('Provider').selectOption({ label: 'Meta (Facebook)' });
    await expect(dialog.getByText(/Pixel ID: 10 to 20 digits/)).toBeVisible();
    await expect(dialog.getByText(/Container ID: GTM-/)).toBeHidden();
    await dialog.getByLabel('Name').fill('Shop');
    await dialog.getByLabel('Tag', { exact: true }).fill('123456789012345');
    await page.route('**/api/pixel/add', (route) =>
      route.continue({
        postData: JSON.stringify({ ...route.request().postDataJSON(), tag: 'abc' }),
      }),
    );
    await dialog.getByRole('button', { name: 'Add pixel' }).click();
    const metaTag = dialog.getByLabel('Tag', { exact: true });
    await expect(metaTag).toHaveAttribute('aria-invalid', 'true');
    await expect(metaTag).toHaveAccessibleDescription(/does not look like a Meta \(Facebook\) tag/);
    await expect(metaTag).toBeFocused();
    await expect(metaTag).toHaveValue('123456789012345');
    await expect(dialog.getByRole('alert')).toContainText('Fix the highlighted fields');
    await page.unroute('**/api/pixel/add');
    await dialog.getByRole('button', { name: 'Add pixel' }).click();
    await expect(dialog).toBeHidden();
    const meta = pixels.row(page, 'Shop');
    await expect(meta).toContainText('Meta (Facebook)');
    await expect(meta.locator('code')).toHaveText('123456789012345');

    // Edit: name and tag; the tag is checked against the pixel's own provider.
    await gtm.getByRole('button', { name: 'Edit Main site' }).click();
    let edit = editDialog(page);
    await expect(edit).toContainText('Provider: Google Tag Manager');
    await edit.getByLabel('Name').fill('Main site EU');
    await edit.getByLabel('Tag', { exact: true }).fill('GTM-XYZ789');
    await edit.getByRole('button', { name: 'Save pixel' }).click();
    await expect(edit).toBeHidden();
    const gtmEdited = pixels.row(page, 'Main site EU');
    await expect(gtmEdited.locator('code')).toHaveText('GTM-XYZ789');

    await meta.getByRole('button', { name: 'Edit Shop' }).click();
    edit = editDialog(page);
    await edit.getByLabel('Tag', { exact: true }).fill('GTM-XYZ789');
    await edit.getByRole('button', { name: 'Save pixel' }).click();
    await expect(edit.getByLabel('Tag', { exact: true })).toHaveAccessibleDescription(
      /does not look like a Meta \(Facebook\) tag/,
    );
    await edit.getByLabel('Tag', { exact: true }).fill('998877665544332');
    await edit.getByRole('button', { name: 'Save pixel' }).click();
    await expect(edit).toBeHidden();
    await expect(meta.locator('code')).toHaveText('998877665544332');

    // Delete both, each after a confirmation that starts on Cancel (cancelling keeps the pixel).
    for (const [row, name] of [
      [gtmEdited, 'Main site EU'],
      [meta, 'Shop'],
    ] as const) {
      await row.getByRole('button', { name: `Delete ${name}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete this pixel?' });
      await expect(confirm).toContainText(name);
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: `Delete ${name}` }).click();
      await confirm.getByRole('button', { name: 'Delete pixel' }).click();
      await expect(confirm).toBeHidden();
      await expect(row).toBeHidden();
    }
    await expect(page.getByRole('heading', { name: 'No pixels yet' })).toBeVisible();
  });

  test('adds a pixel with the keyboard alone', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/pixels');
    await page.getByRole('button', { name: 'Add pixel' }).first().focus();
    await page.keyboard.press('Enter');
    const dialog = addDialog(page);
    await expect(dialog.getByLabel('Provider')).toBeFocused();
    await page.keyboard.press('End'); // the last provider: TikTok
    await expect(dialog.getByLabel('Provider')).toHaveValue('tiktok');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Video ads');
    await page.keyboard.press('Tab');
    await page.keyboard.type('C4A6K8NH7N5O8L1E2P3G');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(pixels.row(page, 'Video ads')).toContainText('TikTok');
  });

  test('paginates through the URL', async ({ page, server, user, signIn }) => {
    for (let i = 0; i < 12; i++) {
      const { status, json } = await server.api(user.apiKey, 'POST', '/api/pixel/add', {
        type: 'linkedinpixel',
        name: `Pixel ${String(i).padStart(2, '0')}`,
        tag: String(1000000 + i),
      });
      expect(status, JSON.stringify(json)).toBeLessThan(300);
    }
    await signIn();
    await page.goto('/pixels?limit=10');
    const table = page.getByRole('table', { name: 'Pixels' });
    await expect(table.getByRole('row')).toHaveCount(11);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toContainText('Page 1 of 2');
    await expect(pagination).toContainText('12 pixels');
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/pixels\?limit=10&page=2$/);
    await expect(table.getByRole('row')).toHaveCount(3);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Pixels' }).getByRole('row')).toHaveCount(3);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`passes axe in the ${colorScheme} theme: empty, listed, form errors, confirm`, async ({
      page,
      signIn,
    }) => {
      await page.emulateMedia({ colorScheme });
      await signIn();
      await page.goto('/pixels');
      await expect(page.getByRole('heading', { name: 'No pixels yet' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Add pixel' }).first().click();
      const dialog = addDialog(page);
      await dialog.getByRole('button', { name: 'Add pixel' }).click();
      await expect(dialog.getByText('Tag is required.')).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByLabel('Name').fill('Analytics');
      await dialog.getByLabel('Provider').selectOption('gapixel');
      await dialog.getByLabel('Tag', { exact: true }).fill('G-1A2B3C4D5E');
      await dialog.getByRole('button', { name: 'Add pixel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('table', { name: 'Pixels' })).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: 'Pixel Analytics added.' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Delete Analytics' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
