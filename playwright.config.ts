import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPathOrExit } from './e2e/chromium';
import type { ApiDialect } from './e2e/fixtures';

/**
 * Journeys that also run against the real-instance dialect (API_DIALECT=real), through proxy
 * mode as the dashboard is hosted in front of a real instance (docs/decisions/0016-qr-real-instances.md).
 */
const BOTH_DIALECTS = [
  /\/both-dialects\.spec\.ts$/,
  /\/resources-both-dialects\.spec\.ts$/,
  /\/resilience-rate-limit\.spec\.ts$/,
  /\/link-editor\.spec\.ts$/,
  /\/bulk-link-options\.spec\.ts$/,
  /\/campaign-membership\.spec\.ts$/,
];

export default defineConfig<{ apiDialect: ApiDialect }>({
  testDir: 'e2e',
  // *.test.ts files under e2e/ are unit tests of the e2e tooling (vitest runs them).
  testMatch: '**/*.spec.ts',
  // A focused test (test.only) would silently skip the rest of the suite: refused everywhere.
  forbidOnly: true,
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // Generous: axe scans and demo users are slow when the 2-core machine is busy.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    trace: 'retain-on-failure',
    // The installed app's service worker would answer the app's files and hide requests from
    // page.route; its own spec allows it (e2e/installed-app.spec.ts).
    serviceWorkers: 'block',
    // The browser's language picks the app's: English unless a test says otherwise.
    locale: 'en-US',
    // A laptop's window, wide enough for every list's row actions in English; at
    // narrower widths a table folds them behind each row's menu (e2e/dense-lists.spec.ts).
    viewport: { width: 1366, height: 720 },
    launchOptions: { executablePath: chromiumPathOrExit(), args: chromiumArgs },
  },
  projects: [
    { name: 'contract' },
    { name: 'real', testMatch: BOTH_DIALECTS, use: { apiDialect: 'real' } },
  ],
});
