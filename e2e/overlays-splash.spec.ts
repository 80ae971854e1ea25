import { demoUserOf, expect, expectNoAxeViolations, test } from './fixtures';

const PAGES = [
  {
    nav: 'CTA overlays',
    path: '/overlays',
    heading: 'CTA overlays',
    empty: 'No CTA overlays yet',
    demo: [
      ['Message', 'Spring sale banner'],
      ['Contact form', 'Wholesale contact form'],
      ['Message', 'Free shipping over $40'],
      ['Contact form', 'Event RSVP'],
    ],
  },
  {
    nav: 'Splash pages',
    path: '/splash-pages',
    heading: 'Splash pages',
    empty: 'No splash pages yet',
    demo: [['Spring sale splash'], ['Age check for events'], ['Store opening countdown']],
  },
] as const;

test.describe('CTA overlays and splash pages', () => {
  test.setTimeout(180_000);

  test('a demo user sees their overlays and splash pages, read only', async ({
    page,
    server,
    signIn,
  }) => {
    await signIn(demoUserOf(server));
    for (const list of PAGES) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: list.nav })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${list.path}$`));
      await expect(page.getByText(/created and edited on the link service itself/)).toBeVisible();
      const link = page.getByRole('link', { name: /Open the link service/ });
      await expect(link).toHaveAttribute('href', new RegExp(`^${server.url}/?$`));
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

      const table = page.getByRole('table', { name: list.heading });
      await expect(table.getByRole('row')).toHaveCount(list.demo.length + 1);
      for (const cells of list.demo) {
        const row = table.getByRole('row').filter({ hasText: cells[cells.length - 1] });
        for (const cell of cells) await expect(row).toContainText(cell);
        await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      }
      await expect(
        page.getByRole('main').getByRole('button', { name: /add|edit|delete/i }),
      ).toHaveCount(0);

      // Pagination lives in the URL.
      await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
      await expect(page).toHaveURL(new RegExp(`${list.path}\\?limit=10$`));
      await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(
        'Page 1 of 1',
      );
    }
  });

  test('a new user is told where overlays and splash pages come from', async ({ page, signIn }) => {
    await signIn();
    for (const list of PAGES) {
      await page.goto(list.path);
      await expect(page.getByRole('heading', { name: list.empty })).toBeVisible();
      await expect(page.getByText(/Create one on the link service/)).toBeVisible();
    }
    await page.goto('/overlays?page=4');
    await expect(page.getByRole('heading', { name: 'This page is empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page.getByRole('heading', { name: 'No CTA overlays yet' })).toBeVisible();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`passes axe in the ${colorScheme} theme, listed`, async ({ page, server, signIn }) => {
      await page.emulateMedia({ colorScheme });
      await signIn(demoUserOf(server));
      for (const list of PAGES) {
        await page.goto(list.path);
        await expect(page.getByRole('table', { name: list.heading })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });

    test(`passes axe in the ${colorScheme} theme, empty`, async ({ page, signIn }) => {
      await page.emulateMedia({ colorScheme });
      await signIn();
      for (const list of PAGES) {
        await page.goto(list.path);
        await expect(page.getByRole('heading', { name: list.empty })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
});
