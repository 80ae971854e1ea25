import { expect, expectNoAxeViolations, test } from './fixtures';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('sign-in page, including its error state', async ({ page }) => {
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Enter your API key.')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('account, domains (empty, listed, dialogs), placeholders, not found', async ({
      page,
      server,
      user,
      signIn,
    }) => {
      test.setTimeout(120_000); // nine full-page scans
      await signIn();
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/domains');
      await expect(page.getByRole('heading', { name: 'No branded domains yet' })).toBeVisible();
      await expectNoAxeViolations(page);

      await server.api(user.apiKey, 'POST', '/api/domain/add', {
        domain: `https://axe-${colorScheme}-${Date.now()}.example.com`,
        redirectroot: 'https://www.example.com',
      });
      // Added elsewhere: Refresh fetches this page again (a reload would show the kept list).
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.getByRole('table', { name: 'Branded domains' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Add domain' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a branded domain' });
      await dialog.getByRole('button', { name: 'Add domain' }).click();
      await expect(dialog.getByText('Domain is required.')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: /^Delete / }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Cancel' }).click();

      for (const path of ['/links', '/campaigns', '/pixels', '/no-such-page']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });

    test('phone width: the menu button opens the navigation', async ({ page, signIn }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await signIn();
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await menu.click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Domains' })
        .click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Branded domains' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
