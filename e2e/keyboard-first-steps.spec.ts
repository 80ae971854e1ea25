import { expect, test } from './fixtures';

/**
 * Issue 44: the keyboard right after sign-in and on a list's rows. Ctrl+K pressed while the
 * signed-in pages still load opens the palette once they have; `c` works while a row's checkbox
 * has focus (a checkbox takes no typed text).
 */

test('Ctrl+K pressed while the first page loads after sign-in opens the palette', async ({
  page,
  user,
}) => {
  // The overview's first read is slow, as on a busy instance: the key is pressed before it lands.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/urls\b/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/sign-in');
  await page.getByLabel('API key', { exact: true }).fill(user.apiKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.keyboard.press('Control+k');
  release();
  const palette = page.getByRole('dialog', { name: 'Go to, find or create' });
  await expect(palette).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // Once: the next Ctrl+K closes it, as it does on any page.
  await page.keyboard.press('Control+k');
  await expect(palette).toBeHidden();
});

test('`c` on a focused row checkbox opens the create form', async ({
  page,
  server,
  user,
  signIn,
}) => {
  await server.api(user.apiKey, 'POST', '/api/url/add', { url: 'https://keys.example/one' });
  await signIn();
  await page.goto('/links');
  const box = page
    .getByRole('table', { name: 'Links' })
    .getByRole('checkbox', { name: /^Select (?!all)/ })
    .first();
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.keyboard.press('c');
  await expect(page.getByRole('dialog', { name: 'Create a short link' })).toBeVisible();
});
