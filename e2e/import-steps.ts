import type { Page } from '@playwright/test';
import { openFromNav } from './fixtures';

/**
 * The import as a person starts it: Links, Import, one URL per line pasted and checked, then
 * "Import N links". Resolves to the job's progress bar.
 */
export const startPastedImport = async (page: Page, urls: readonly string[]) => {
  await openFromNav(page, 'Links');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await page.getByLabel('Or paste CSV, or one URL per line').fill(urls.join('\n'));
  await page.getByRole('button', { name: 'Check pasted rows' }).click();
  await page.getByRole('button', { name: `Import ${urls.length} links` }).click();
  return page.getByRole('progressbar', { name: `Import of ${urls.length} links progress` });
};
