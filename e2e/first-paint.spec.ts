import { expect, test } from './fixtures';

test.describe('first paint', () => {
  test('the brand shows in a styled frame before any script runs, in both themes', async ({
    page,
  }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/sign-in');
    const brand = page.getByText('Linkdeck', { exact: true });
    const frame = brand.locator('xpath=following-sibling::div');
    await expect(brand).toBeVisible();
    // Styled by the built stylesheet: bold brand, a white card with a border, not bare HTML.
    await expect(brand).toHaveCSS('font-weight', '700');
    await expect(frame).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(frame).toHaveCSS('border-top-style', 'solid');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(frame).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });

  test('the app replaces the static frame when it starts', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Linkdeck', { exact: true })).toHaveCount(1);
  });
});
