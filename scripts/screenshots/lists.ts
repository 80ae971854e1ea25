import { execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPathOrExit } from '../../e2e/chromium';
import { signInThroughUi } from '../../e2e/fixtures';
import { removeServerFiles, startServer } from '../../e2e/server';

/**
 * Screenshots of the dense lists for docs/screenshots/: Links and QR codes at
 * 1366×900 and on a 390 px phone, in the light and the dark theme, from the demo data on a fresh
 * server. Rerun after a change to the lists:
 *   node --import tsx scripts/screenshots/lists.ts
 */

const ROOT = resolve(import.meta.dirname, '../..');
const OUT = resolve(ROOT, 'docs/screenshots');

const screens = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const lists = [
  { name: 'links', path: '/links', table: 'Links' },
  { name: 'qr-codes', path: '/qr', table: 'QR codes' },
] as const;

if (!existsSync(resolve(ROOT, 'dist/index.html')))
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
mkdirSync(OUT, { recursive: true });

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPathOrExit(), args: chromiumArgs });
try {
  const demo = server.createUser({ demo: true });
  for (const colorScheme of ['light', 'dark'] as const)
    for (const screen of screens) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: screen.viewport,
        colorScheme,
      });
      const page = await context.newPage();
      await signInThroughUi(page, demo);
      for (const list of lists) {
        await page.goto(list.path);
        await page.getByRole('table', { name: list.table }).waitFor();
        const file = `${OUT}/${list.name}-${screen.name}-${colorScheme}.png`;
        await page.screenshot({ path: file });
        console.log(`Saved ${file}`);
      }
      await context.close();
    }
} finally {
  await browser.close();
  await server.stop();
  removeServerFiles(server);
}
