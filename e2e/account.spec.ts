import { expect, test } from './fixtures';

test.describe('account', () => {
  test('shows the account and changes the email', async ({ page, user, signIn }) => {
    await signIn();
    await page.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveTitle('Account · Linkdeck');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.getByText(user.email).first()).toBeVisible();
    await expect(page.getByText('Plan', { exact: true })).toBeVisible();
    await expect(page.getByText('Member since')).toBeVisible();

    // Checked before sending: nothing filled in, then passwords that differ.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter a new email, a new password, or both.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('a-long-password');
    await page.getByLabel('Confirm new password', { exact: true }).fill('another-password');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The two passwords do not match.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('');
    await page.getByLabel('Confirm new password', { exact: true }).fill('');

    const newEmail = `changed-${Date.now()}@example.com`;
    await page.getByLabel('New email', { exact: true }).fill(newEmail);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Email changed.' })).toBeVisible();
    await expect(page.getByText(newEmail).first()).toBeVisible();
  });
});
