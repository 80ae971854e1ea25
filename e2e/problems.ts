import type { Page } from '@playwright/test';
import type { RunningServer } from './server';

/**
 * Records every error panel that ever appears, CSP violations and requests to other origins.
 * Call before the first navigation; the returned function lists what was seen so far.
 */
export const watchProblems = async (page: Page, server: RunningServer) => {
  const problems: string[] = [];
  const instance = new URL(server.instanceUrl ?? server.url).origin;
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === server.url || ['data:', 'blob:'].includes(url.protocol)) return;
    // The only other origin allowed: the API's, for the QR images it links.
    if (url.origin === instance && request.resourceType() === 'image') return;
    problems.push(`request: ${request.resourceType()} ${request.url()}`);
  });
  const errorPanels = await watchErrorPanels(page);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { errorPanels: string[] }).errorPanels.push(
        `CSP: ${event.violatedDirective} blocked ${event.blockedURI}`,
      ),
    );
  });
  return async () => [...problems, ...(await errorPanels())];
};

/**
 * Records the title of every error panel that ever appears, even one gone a moment later. Call
 * before the first navigation; the returned function lists what was seen so far.
 */
export const watchErrorPanels = async (page: Page) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { errorPanels: string[] }).errorPanels = seen;
    new MutationObserver(() => {
      for (const title of document.querySelectorAll('#error-panel-title'))
        if (!seen.includes(title.textContent ?? '')) seen.push(title.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { errorPanels: string[] }).errorPanels);
};
