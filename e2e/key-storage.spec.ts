import { createHash } from 'node:crypto';
import { expect, test, signOutThroughUi } from './fixtures';

test('the API key never reaches localStorage, cookies, URLs or history', async ({
  page,
  context,
  user,
  signIn,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const visited: string[] = [];
  page.on('framenavigated', (frame) => visited.push(frame.url()));

  await signIn();
  for (const link of ['Domains', 'Account', 'Campaigns', 'QR codes', 'Links']) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // It is in sessionStorage (this tab only) while signed in…
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).toContain(user.apiKey);
  // …and nowhere else.
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(user.apiKey);
  expect(await page.evaluate(() => document.cookie)).not.toContain(user.apiKey);
  // Nor in what is kept on the device to save requests (IndexedDB), not even its hash.
  const deviceData = await page.evaluate(async () => {
    const dump: unknown[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      dump.push(name);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of db.objectStoreNames)
        dump.push(
          await new Promise((resolve) => {
            const all = db.transaction(store).objectStore(store).getAll();
            all.onsuccess = () => resolve(all.result);
          }),
        );
      db.close();
    }
    return JSON.stringify(dump);
  });
  expect(deviceData).toContain('linkdeck-cache-');
  expect(deviceData).not.toContain(user.apiKey);
  const keyHash = createHash('sha256').update(user.apiKey).digest('hex');
  expect(deviceData).not.toContain(keyHash);
  expect(JSON.stringify(await context.cookies())).not.toContain(user.apiKey);
  expect(requested.length).toBeGreaterThan(5);
  for (const url of [...requested, ...visited, page.url()]) expect(url).not.toContain(user.apiKey);
  expect(await page.evaluate(() => JSON.stringify(history.state))).not.toContain(user.apiKey);

  await signOutThroughUi(page);
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(user.apiKey);
  await page.goBack();
  await expect(page).toHaveURL(/\/sign-in$/);
});
