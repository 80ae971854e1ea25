import { expect, signInThroughUi, test, signOutThroughUi } from './fixtures';

test.describe('session', () => {
  test('signs in, lands on the app and signs out', async ({ page, user, signIn }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByLabel('API address')).toHaveValue(new URL(page.url()).origin);
    await signIn();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await signOutThroughUi(page);
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('status').filter({ hasText: 'signed out' })).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(user.apiKey);

    // Signed out, the app's pages send the user back to sign in.
    await page.goto('/domains');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('a wrong key gets a clear message and keeps the input', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('API key', { exact: true }).fill('not-a-real-key-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const keyField = page.getByLabel('API key', { exact: true });
    await expect(keyField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/did not accept this API key/)).toBeVisible();
    await expect(keyField).toHaveValue('not-a-real-key-123');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('an address that answers with a web page is explained', async ({ page, server }) => {
    await page.goto('/sign-in');
    await page.getByLabel('API address').fill(`${server.url}/not-the-api`);
    await page.getByLabel('API key', { exact: true }).fill('whatever-key-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(/answered with a web page, not the API/)).toBeVisible();
  });

  test('an unreachable address is explained', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('API address').fill('http://127.0.0.1:9');
    await page.getByLabel('API key', { exact: true }).fill('whatever-key-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(/Cannot reach 127\.0\.0\.1:9/)).toBeVisible();
  });

  test('a key revoked mid-session returns to sign-in, then back to the same page', async ({
    page,
    server,
    user,
    signIn,
  }) => {
    const created = await server.api(user.apiKey, 'POST', '/api/domain/add', {
      domain: `https://revoked-${Date.now()}.example.com`,
    });
    expect(created.status).toBeLessThan(300);
    await signIn();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Domains' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Branded domains' })).toBeVisible();

    await server.revokeKeys(user.email);
    // A view that is not cached yet needs a request, which the server now refuses.
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('status').filter({ hasText: /API key|sign in/i })).toBeVisible();

    const other = server.createUser();
    await signInThroughUi(page, other);
    await expect(page).toHaveURL(/\/domains\?limit=50$/);
  });
});
