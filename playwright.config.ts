import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPathOrExit } from './e2e/chromium';

export default defineConfig({
  testDir: 'e2e',
  // *.test.ts files under e2e/ are unit tests of the e2e tooling (vitest runs them).
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // Generous: axe scans and demo users are slow when the 2-core machine is busy.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPathOrExit(), args: chromiumArgs },
  },
});
