import { expect, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('domains', () => {
  test('add, edit and delete a domain', async ({ page, signIn }) => {
    await signIn();
    await page.getByRole('link', { name: 'Domains' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Branded domains' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'No branded domains yet' })).toBeVisible();

    // Add: a name that breaks host-name rules is refused before sending, and the input stays.
    await page.getByRole('button', { name: 'Add domain' }).first().click();
    const addDialog = page.getByRole('dialog', { name: 'Add a branded domain' });
    await addDialog.getByLabel('Domain', { exact: true }).fill('go_links.example.com');
    await addDialog.getByRole('button', { name: 'Add domain' }).click();
    await expect(addDialog.getByText(/must be a valid host name/)).toBeVisible();
    await expect(addDialog.getByLabel('Domain', { exact: true })).toHaveValue(
      'https://go_links.example.com',
    );

    // A bare name is enough: https:// is added and shown.
    const domain = `https://go-${unique()}.example.com`;
    await addDialog.getByLabel('Domain', { exact: true }).fill(domain.replace('https://', ''));
    await addDialog.getByLabel('Root redirect').fill('https://www.example.com/');
    await addDialog.getByRole('button', { name: 'Add domain' }).click();
    await expect(addDialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'added' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: domain.replace('https://', '') });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: /www\.example\.com/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    // Edit the redirects.
    await row.getByRole('button', { name: /Edit redirects/ }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit redirects' });
    await expect(editDialog.getByLabel('Root redirect')).toHaveValue('https://www.example.com/');
    await editDialog.getByLabel('404 redirect').fill('https://www.example.com/missing');
    await editDialog.getByRole('button', { name: 'Save redirects' }).click();
    await expect(editDialog).toBeHidden();
    await expect(row.getByText('www.example.com/missing')).toBeVisible();

    // Delete, after a confirmation that starts on Cancel.
    await row.getByRole('button', { name: /Delete/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this domain?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete domain' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeHidden();
    await expect(page.getByRole('heading', { name: 'No branded domains yet' })).toBeVisible();
  });

  test('paginates through the URL: next, reload, back, page size', async ({
    page,
    server,
    user,
    signIn,
  }) => {
    const prefix = unique();
    for (let i = 0; i < 30; i++) {
      const { status, json } = await server.api(user.apiKey, 'POST', '/api/domain/add', {
        domain: `https://d${String(i).padStart(2, '0')}-${prefix}.example.com`,
      });
      expect(status, JSON.stringify(json)).toBeLessThan(300);
    }
    await signIn();
    await page.goto('/domains');
    const table = page.getByRole('table', { name: 'Branded domains' });
    await expect(table.getByRole('row')).toHaveCount(26); // header + 25
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toContainText('Page 1 of 2');
    await expect(pagination).toContainText('30 domains');

    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/domains\?page=2$/);
    await expect(table.getByRole('row')).toHaveCount(6);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Branded domains' }).getByRole('row')).toHaveCount(
      6,
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/domains$/);
    await expect(table.getByRole('row')).toHaveCount(26);
    await page.goForward();
    await expect(page).toHaveURL(/page=2/);

    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
    await expect(page).toHaveURL(/\/domains\?limit=10$/);
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(pagination).toContainText('Page 1 of 3');
  });
});
