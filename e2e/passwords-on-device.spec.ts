import { verifyPassword } from '../server/credentials';
import { deviceStoresText } from './device-stores';
import { expect, openFromNav, test, type RunningServer, type TestUser } from './fixtures';
import { instanceRows } from './instance-db';

/**
 * Link passwords are never kept on the device (docs/decisions/0010-bulk-jobs.md): after a CSV
 * import with a password column and a bulk "set password", no IndexedDB database, web storage or
 * cache of the origin holds either password, while the instance has both.
 */

const IMPORTED = 'Imported-Secret-7q2';
const BULK = 'Bulk-Secret-9x4';

const hashesOf = (server: RunningServer, user: TestUser) =>
  instanceRows<{ url: string; password_hash: string | null }>(
    server,
    `SELECT l.url, l.password_hash FROM links l JOIN users u ON u.id = l.user_id
      WHERE u.email = ? ORDER BY l.id`,
    user.email,
  );

test('an import with passwords and a bulk "set password" leave no password on the device', async ({
  page,
  server,
  user,
  signIn,
}) => {
  await server.api(user.apiKey, 'POST', '/api/url/add', { url: 'https://bulk.example/one' });
  await server.api(user.apiKey, 'POST', '/api/url/add', { url: 'https://bulk.example/two' });
  await signIn();
  await openFromNav(page, 'Links');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await page
    .getByLabel('Or paste CSV, or one URL per line')
    .fill(
      ['url,alias,password', `https://secret.example/spring,spring-secret,${IMPORTED}`].join('\n'),
    );
  await page.getByRole('button', { name: 'Check pasted rows' }).click();
  await page.getByRole('button', { name: 'Import 1 link' }).click();
  await expect(page.getByText(/^Finished · 1 done · 0 failed · 0 left/)).toBeVisible({
    timeout: 60_000,
  });
  const imported = hashesOf(server, user).find(
    (row) => row.url === 'https://secret.example/spring',
  );
  expect(await verifyPassword(IMPORTED, imported?.password_hash ?? '')).toBe(true);

  await openFromNav(page, 'Links');
  const table = page.getByRole('table', { name: 'Links' });
  await expect(table.getByRole('checkbox', { name: /^Select (?!all)/ })).toHaveCount(3);
  await table.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await bar.getByRole('button', { name: 'Set or remove password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set or remove password' });
  await dialog.getByLabel('New password', { exact: true }).fill(BULK);
  await dialog.getByRole('button', { name: 'Set the password of 3 links' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText('Done', { exact: true })).toHaveCount(3, { timeout: 60_000 });

  const hashes = hashesOf(server, user);
  expect(hashes).toHaveLength(3);
  for (const { password_hash } of hashes)
    expect(await verifyPassword(BULK, password_hash ?? '')).toBe(true);

  // Let the jobs' last writes and the cache's idle work land, then read every store there is.
  await page.waitForTimeout(1_000);
  const stored = await deviceStoresText(page, [user.apiKey]);
  expect(stored).toContain('linkdeck-jobs-');
  expect(stored).toContain('spring-secret');
  expect(stored).not.toContain(IMPORTED);
  expect(stored).not.toContain(BULK);

  // After a reload too (the service worker and the caches have had their turn).
  await page.reload();
  await expect(page.getByRole('table', { name: 'Links' })).toBeVisible();
  const reloaded = await deviceStoresText(page, [user.apiKey]);
  expect(reloaded).not.toContain(IMPORTED);
  expect(reloaded).not.toContain(BULK);
});

test('a bulk "set password" cut off and reloaded asks for the password again, then finishes', async ({
  page,
  server,
  user,
  signIn,
}) => {
  const SECRET = 'Resume-Secret-3k8';
  await server.api(user.apiKey, 'POST', '/api/url/add', { url: 'https://cut.example/one' });
  await server.api(user.apiKey, 'POST', '/api/url/add', { url: 'https://cut.example/two' });
  await signIn();
  await openFromNav(page, 'Links');
  // The first update goes through; the connection drops before the second.
  let updates = 0;
  await page.route('**/api/url/*/update', (route) =>
    ++updates === 1 ? route.continue() : route.abort('internetdisconnected'),
  );
  const table = page.getByRole('table', { name: 'Links' });
  await expect(table.getByRole('checkbox', { name: /^Select (?!all)/ })).toHaveCount(2);
  await table.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page
    .getByRole('region', { name: 'Selected rows' })
    .getByRole('button', { name: 'Set or remove password' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Set or remove password' });
  await dialog.getByLabel('New password', { exact: true }).fill(SECRET);
  await dialog.getByRole('button', { name: 'Set the password of 2 links' }).click();
  await expect(page.getByText(/paused at 1 of 2/).first()).toBeVisible({ timeout: 30_000 });
  expect(await deviceStoresText(page, [user.apiKey])).not.toContain(SECRET);

  await page.unroute('**/api/url/*/update');
  await page.reload();
  const prompt = page.getByLabel('The password to set');
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/1 row still to send sets one/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Resume with this password' }).click();
  await expect(page.getByText('Enter the password to set.')).toBeVisible();
  await prompt.fill(SECRET);
  await page.getByRole('button', { name: 'Resume with this password' }).click();
  await expect(prompt).toBeHidden({ timeout: 30_000 });
  await expect
    .poll(
      async () => {
        const hashes = hashesOf(server, user).map((row) => row.password_hash ?? '');
        return (await Promise.all(hashes.map((hash) => verifyPassword(SECRET, hash)))).join();
      },
      { timeout: 30_000 },
    )
    .toBe('true,true');
  expect(updates).toBe(2);
  await page.waitForTimeout(500);
  expect(await deviceStoresText(page, [user.apiKey])).not.toContain(SECRET);
});

test('an import with passwords cut off and reloaded asks for the file again, then creates each row once', async ({
  page,
  server,
  user,
  signIn,
}) => {
  const csv = (passwords: string[], host = 'file.example') => ({
    name: 'secrets.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      ['url,alias,password', ...passwords.map((p, i) => `https://${host}/${i},file-${i},${p}`)]
        .join('\n')
        .concat('\n'),
    ),
  });
  const passwords = ['File-Secret-a1', 'File-Secret-b2'];
  await signIn();
  await page.goto('/links/import');
  // The first row is created; the connection drops before the second.
  let creates = 0;
  await page.route('**/api/url/add', (route) =>
    ++creates === 1 ? route.continue() : route.abort('internetdisconnected'),
  );
  await page.getByLabel('CSV file').setInputFiles(csv(passwords));
  await page.getByRole('button', { name: 'Import 2 links' }).click();
  await expect(page.getByText(/paused at 1 of 2/).first()).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/api/url/add');
  await page.reload();

  const again = page.getByLabel('Choose the imported file again').first();
  await expect(again).toBeVisible({ timeout: 30_000 });
  for (const secret of passwords)
    expect(await deviceStoresText(page, [user.apiKey])).not.toContain(secret);
  // Another file's rows are not taken for this import's.
  await again.setInputFiles(csv(['Other-1', 'Other-2'], 'other.example'));
  await expect(page.getByText(/This file does not hold the passwords/).first()).toBeVisible();
  await again.setInputFiles(csv(passwords));
  await expect(again).toBeHidden({ timeout: 30_000 });
  await expect.poll(() => hashesOf(server, user).length, { timeout: 30_000 }).toBe(2);
  const hashes = hashesOf(server, user);
  expect(hashes.map((row) => row.url)).toEqual([
    'https://file.example/0',
    'https://file.example/1',
  ]);
  for (const [i, row] of hashes.entries())
    expect(await verifyPassword(passwords[i], row.password_hash ?? '')).toBe(true);
  await page.waitForTimeout(500);
  for (const secret of passwords)
    expect(await deviceStoresText(page, [user.apiKey])).not.toContain(secret);
});
