import type { Locator } from '@playwright/test';
import { expect, openFromNav, test, type RunningServer } from './fixtures';

/**
 * Resilience: the server goes away while a form is open. Saving says plainly that the server
 * cannot be reached, nothing typed is lost, and once the server is back the same click saves.
 * The worker's server is stopped and started again on the same port and database.
 */
const CANNOT_REACH = /Cannot reach the server/;

/** Stops the worker's server for `body`, then starts it again (also when `body` failed). */
const withServerStopped = async (server: RunningServer, body: () => Promise<void>) => {
  await server.stop();
  try {
    await body();
  } catch (error) {
    // Keep the worker's server usable for the next test; report the assertion, not this.
    await server.restart().catch(() => undefined);
    throw error;
  }
  await server.restart();
};

const expectValues = async (fields: [Locator, string][]) => {
  for (const [field, value] of fields) await expect(field).toHaveValue(value);
};

test.describe('the server stops while a form is open', () => {
  test('adding a domain: a clear message, every value kept, saved once the server is back', async ({
    page,
    server,
    signIn,
  }) => {
    await signIn();
    await openFromNav(page, 'Domains');
    await expect(page.getByRole('heading', { name: 'No branded domains yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Add domain' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a branded domain' });
    const host = `go-${Date.now().toString(36)}.example.com`;
    const fields: [Locator, string][] = [
      [dialog.getByLabel('Domain', { exact: true }), `https://${host}`],
      [dialog.getByLabel('Root redirect'), 'https://www.example.com/'],
      [dialog.getByLabel('404 redirect'), 'https://www.example.com/missing'],
    ];
    for (const [field, value] of fields) await field.fill(value);

    await withServerStopped(server, async () => {
      await dialog.getByRole('button', { name: 'Add domain' }).click();
      await expect(dialog.getByRole('alert')).toContainText(CANNOT_REACH);
      await expect(dialog).toBeVisible();
      await expectValues(fields);
      // Saving again while it is still down says the same, and still loses nothing.
      await dialog.getByRole('button', { name: 'Add domain' }).click();
      await expect(dialog.getByRole('alert')).toContainText(CANNOT_REACH);
      await expectValues(fields);
    });

    await dialog.getByRole('button', { name: 'Add domain' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('table', { name: 'Branded domains' }).getByRole('row').filter({
      hasText: host,
    });
    await expect(row).toBeVisible();
    await expect(row).toContainText('www.example.com/missing');
  });

  test('designing a QR code: the whole designer is kept, and the code is created after', async ({
    page,
    server,
    signIn,
  }) => {
    await signIn();
    await openFromNav(page, 'QR codes');
    await page.getByRole('link', { name: 'Create QR code' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New QR code' })).toBeVisible();
    await page.getByRole('radio', { name: 'Wi-Fi', exact: true }).check();
    const name = `Guest Wi-Fi ${Date.now().toString(36)}`;
    const fields: [Locator, string][] = [
      [page.getByLabel(/Network name/), 'Shop guests'],
      [page.getByLabel(/^Password/), 'guest'],
      [page.getByRole('textbox', { name: 'Foreground colour', exact: true }), '#1A73E8'],
      [page.getByLabel(/Logo URL/), 'https://example.com/logo.png'],
      [page.getByLabel(/^Name/), name],
    ];
    for (const [field, value] of fields) await field.fill(value);
    await page.getByLabel(/Encryption/).selectOption('WEP');

    await withServerStopped(server, async () => {
      await page.getByRole('button', { name: 'Create QR code' }).click();
      await expect(page.getByRole('alert').filter({ hasText: CANNOT_REACH })).toBeVisible();
      await expect(page).toHaveURL(/\/qr\/new$/);
      await expectValues(fields);
      await expect(page.getByRole('radio', { name: 'Wi-Fi', exact: true })).toBeChecked();
      await expect(page.getByLabel(/Encryption/)).toHaveValue('WEP');
    });

    await page.getByRole('button', { name: 'Create QR code' }).click();
    await expect(page).toHaveURL(/\/qr\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('[data-encoded]').first()).toHaveAttribute(
      'data-encoded',
      'WIFI:T:WEP;S:Shop guests;P:guest;;',
    );
  });
});
