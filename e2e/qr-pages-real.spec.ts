import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Issue 44, phone: against a real instance (codes without type or content) the QR list's note
 * about "—" folds on a phone, so the first card still starts at the top of the screen.
 */
test.use({ apiDialect: 'real' });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

test('the note about “—” folds, so the first card still shows at the top', async ({
  page,
  server,
  signIn,
}) => {
  const demo = server.createUser({ demo: true });
  await page.setViewportSize(PHONE);
  await signIn(demo);
  await page.goto('/qr');
  const firstCard = page.getByRole('table', { name: 'QR codes' }).getByRole('row').nth(1);
  await expect(firstCard).toBeInViewport({ ratio: 1 });
  expect((await firstCard.boundingBox())!.y).toBeLessThan(PHONE.height / 3);
  const note = page.getByText(/does not report the type or content/);
  await expect(note).toBeHidden();
  await page.getByText('What “—” means').click();
  await expect(note).toBeVisible();
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForTimeout(400);
    await expectNoAxeViolations(page);
  }
  // On a laptop the note stands open above the table.
  await page.setViewportSize(LAPTOP);
  await page.reload();
  await expect(note).toBeVisible();
  await expect(page.getByText('What “—” means')).toBeHidden();
});
