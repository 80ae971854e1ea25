import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import {
  removeServerFiles,
  startServer,
  waitForFreshWindow,
  type RunningServer,
  type TestUser,
} from './server';

export { expect, startServer, waitForFreshWindow };
export type { RunningServer, TestUser };

export type ApiDialect = 'contract' | 'real';

interface WorkerFixtures {
  /** Extra server environment for a test file: `test.use({ serverEnv: { RATE_LIMIT_PER_MINUTE: '5' } })`. */
  serverEnv: Record<string, string>;
  /**
   * How the API answers: `real` starts the server with API_DIALECT=real behind a second server in
   * proxy mode, as the dashboard is hosted in front of a real instance (the `real` project).
   */
  apiDialect: ApiDialect;
  /** One real server per worker (and per distinct serverEnv), on a fresh database. */
  server: RunningServer;
}

interface TestFixtures {
  /** A fresh user (no demo data) created with the server's CLI. */
  user: TestUser;
  /** Signs in through the UI, like a person would. */
  signIn: (user?: TestUser, page?: Page) => Promise<void>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverEnv: [{}, { scope: 'worker', option: true }],
  apiDialect: ['contract', { scope: 'worker', option: true }],
  server: [
    async ({ serverEnv, apiDialect }, use) => {
      if (apiDialect === 'contract') {
        const server = await startServer(serverEnv);
        await use(server);
        await server.stop();
        removeServerFiles(server);
        return;
      }
      const upstream = await startServer({ ...serverEnv, API_DIALECT: 'real' });
      const proxy = await startServer({ UPSTREAM_API_URL: upstream.url });
      // Users, API calls and the database are the instance's; the browser only sees the proxy.
      await use({ ...upstream, url: proxy.url, port: proxy.port, instanceUrl: upstream.url });
      for (const server of [proxy, upstream]) {
        await server.stop();
        removeServerFiles(server);
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  user: async ({ server }, use) => use(server.createUser()),
  signIn: async ({ page, user }, use) => {
    await use(async (who = user, target = page) => {
      await signInThroughUi(target, who);
    });
  },
});

/** Opens a page from the main navigation, as a person would (sign-in lands on the overview). */
export const openFromNav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();

/** Fills the sign-in form (the API address is prefilled with the page's origin). */
export const signInThroughUi = async (page: Page, user: TestUser) => {
  if (!page.url().includes('/sign-in')) await page.goto('/sign-in');
  await page.getByLabel('API key', { exact: true }).fill(user.apiKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
};

/** The header's Sign out, confirmed in the question it asks (it names the account). */
export const signOutThroughUi = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  const ask = page.getByRole('alertdialog', { name: /^Sign out of / });
  await ask.getByRole('button', { name: 'Sign out' }).click();
  await expect(ask).toBeHidden();
};

/** A second tab of the same account: opened from the first, as a person opens one. */
export const openSecondTab = async (context: BrowserContext, first: Page, user: TestUser) => {
  // Shift+click on a link opens it in a new window, as a person does; the browser copies the
  // tab's session. (A Ctrl+click tab would stay in the background, where Chromium pauses it.)
  const [second] = await Promise.all([
    context.waitForEvent('page'),
    first.getByRole('link', { name: 'Linkdeck' }).click({ modifiers: ['Shift'] }),
  ]);
  await second.waitForURL((url) => url.protocol.startsWith('http'));
  // The app starts after the first frame: only then has it sent a tab without a session to
  // /sign-in (until then the address is the one clicked).
  await expect(second.locator('html')).toHaveAttribute('data-app-started', '');
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  const size = first.viewportSize();
  if (size) await second.setViewportSize(size);
  if (new URL(second.url()).pathname.startsWith('/sign-in')) await signInThroughUi(second, user);
  return second;
};

/** A new demo user (sample data), signed in through the UI, on the overview (the first page). */
export const signInAsDemo = async (page: Page, server: RunningServer) => {
  const demo = server.createUser({ demo: true });
  await page.goto('/sign-in');
  await signInThroughUi(page, demo);
  await expect(page.getByRole('table', { name: 'Top links by clicks' })).toBeVisible();
  return demo;
};

const demoUsers = new Map<string, TestUser>();

/** One demo user per server (worker), made once: creating one writes thousands of sample rows. */
export const demoUserOf = (server: RunningServer): TestUser => {
  const existing = demoUsers.get(server.url);
  if (existing) return existing;
  const created = server.createUser({ demo: true });
  demoUsers.set(server.url, created);
  return created;
};

/** Scans the page with axe (WCAG 2 A and AA) and fails with the list of violations. */
export const expectNoAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
};

/**
 * In light, then dark mode: opens `path`, waits for its `table` and checks the page with axe,
 * then runs `more` (the page's dialogs, checked the same way).
 */
export const axeInBothThemes = async (
  page: Page,
  { path, table }: { path: string; table: string },
  more: () => Promise<void>,
) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(path);
    await expect(page.getByRole('table', { name: table })).toBeVisible();
    await expectNoAxeViolations(page);
    await more();
  }
};

/** Opens a dialog with its button, checks the page with axe, and closes it with Escape. */
export const axeOnDialog = async (page: Page, button: string, dialog: string) => {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
};
