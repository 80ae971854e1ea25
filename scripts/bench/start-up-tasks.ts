import { chromium, type Page } from '@playwright/test';
import { removeServerFiles } from '../../e2e/server';
import { chromiumArgs, chromiumPathOrExit } from '../../e2e/chromium';
import { signInOnPage, startBenchServer } from './pages';

/**
 * Issue 25, point 2: the longest main-thread task while a page starts, in real time on this
 * machine (no throttling), as the browser's Long Tasks API reports it (tasks over 50 ms). The
 * sign-in page opens in a fresh tab; Links by reloading a signed-in tab, as a person returns to
 * it. With VERBOSE=1, each run's long animation frames name the scripts that ran in them.
 */
const OBSERVE = `(() => {
  const seen = (window.__startUpTasks = { tasks: [], frames: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push(Math.round(e.duration));
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      seen.frames.push({
        start: Math.round(e.startTime),
        duration: Math.round(e.duration),
        scripts: e.scripts.map((s) => ({
          source: (s.sourceURL || '').split('/').pop() + ':' + s.sourceFunctionName,
          invoker: s.invoker,
          duration: Math.round(s.duration),
          forcedLayout: Math.round(s.forcedStyleAndLayoutDuration),
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
})()`;

export const START_UP_TASK_BUDGET_MS = 50;
export const START_UP_RUNS = 5;

export interface StartUpTasks {
  page: string;
  /** The longest task of each run in ms; 0 when none took over 50 ms. */
  longest: number[];
  median: number;
}

interface Seen {
  tasks: number[];
  frames: unknown[];
}

/** Once the page is ready and the network quiet, and a moment more for late work. */
const seenWhenSettled = async (page: Page, ready: () => Promise<unknown>): Promise<Seen> => {
  await ready();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  return page.evaluate(() => (window as unknown as { __startUpTasks: Seen }).__startUpTasks);
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

export const measureStartUpTasks = async (
  runs = START_UP_RUNS,
  verbose = false,
): Promise<StartUpTasks[]> => {
  const { server, user } = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: chromiumPathOrExit(),
    args: chromiumArgs,
  });
  const signIn: number[] = [];
  const links: number[] = [];
  const record = (into: number[], label: string, seen: Seen) => {
    into.push(Math.max(0, ...seen.tasks));
    if (verbose) console.log(label, JSON.stringify(seen, null, 1));
  };
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 720 } });
      await context.addInitScript({ content: OBSERVE });
      const page = await context.newPage();
      await page.goto(`${server.url}/sign-in`);
      const started = page.locator('html[data-app-started]');
      record(
        signIn,
        'Sign-in',
        await seenWhenSettled(page, () => started.waitFor({ state: 'attached' })),
      );
      await signInOnPage(page, server, user);
      await page.goto(`${server.url}/links`);
      await page.waitForLoadState('networkidle');
      await page.reload();
      const rows = page.getByRole('row').nth(2);
      record(links, 'Links', await seenWhenSettled(page, () => rows.waitFor()));
      await context.close();
    }
    return [
      { page: 'Sign-in (new tab)', longest: signIn, median: median(signIn) },
      { page: 'Links (reload, signed in)', longest: links, median: median(links) },
    ];
  } finally {
    await browser.close();
    await server.stop();
    removeServerFiles(server);
  }
};

if (import.meta.url === `file://${process.argv[1]}`)
  console.table(
    (
      await measureStartUpTasks(Number(process.env.RUNS ?? START_UP_RUNS), !!process.env.VERBOSE)
    ).map(({ page, longest, median }) => ({ page, median, runs: longest.join(' ') })),
  );
