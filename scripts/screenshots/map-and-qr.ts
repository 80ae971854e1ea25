import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromiumArgs, chromiumPathOrExit } from '../../e2e/chromium';
import { removeServerFiles } from '../../e2e/server';
import { startBenchServer } from '../bench/pages';

/**
 * Screenshots of the world map and a framed QR code, light and dark, into docs/screenshots/.
 * Rerun after a change: `npx vite build && flock /tmp/linkdeck-browser.lock node --import tsx
 * scripts/screenshots/map-and-qr.ts` (the demo data are generated, so the pictures repeat).
 */
const OUT = resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');

const { server, user } = await startBenchServer();
const browser = await chromium.launch({ executablePath: chromiumPathOrExit(), args: chromiumArgs });
try {
  mkdirSync(OUT, { recursive: true });
  const { json } = await server.api(user.apiKey, 'GET', '/api/urls?limit=1&order=click');
  const link = (json as { data: { urls: { id: number }[] } }).data.urls[0]!;
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel('API key', { exact: true }).fill(user.apiKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));

  await page.goto(`${server.url}/links/${link.id}/stats`);
  const countries = page.getByRole('region', { name: 'Top countries' });
  await countries.getByRole('group', { name: /^Map of/ }).waitFor();
  await page.goto(`${server.url}/qr/new`);
  await page.getByRole('radio', { name: 'Text', exact: true }).check();
  await page.getByRole('textbox', { name: /^Text/ }).fill('Menu of the day: soup');
  await page.getByRole('radio', { name: 'Border with a call to action' }).check();
  const framed = page.getByRole('img', { name: /^As printed/ });

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await framed.screenshot({ path: `${OUT}/qr-framed-${colorScheme}.png` });
    await page.getByRole('complementary', { name: 'Preview' }).screenshot({
      path: `${OUT}/qr-designer-print-${colorScheme}.png`,
    });
  }
  await page.goto(`${server.url}/links/${link.id}/stats`);
  await countries.getByRole('group', { name: /^Map of/ }).waitFor();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await countries.locator('[data-country]').first().focus();
    await countries.screenshot({ path: `${OUT}/world-map-${colorScheme}.png` });
  }
  await context.close();
  console.log(`Screenshots in ${OUT}`);
} finally {
  await browser.close();
  await server.stop();
  removeServerFiles(server);
}
