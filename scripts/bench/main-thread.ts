import { chromium, type Browser, type Page } from '@playwright/test';
import { removeServerFiles, type RunningServer, type TestUser } from '../../e2e/server';
import { chromiumArgs, chromiumPathOrExit } from '../../e2e/chromium';
import { startBenchServer } from './pages';

/**
 * Issue 25, points 2 and 3, in real time on this machine (no throttling):
 * - the longest main-thread task while a page starts, as the browser's Long Tasks API reports
 *   it (tasks over 50 ms), from the first paint on: the app's start-up (the browser's first
 *   layout of index.html's static page comes before it, and is the page's, not the app's work):
 *   the sign-in page in a new tab, and Links by reloading a signed-in tab, as a person returns;
 * - opening Links, QR codes and the overview from the navigation, with none of their data in
 *   memory: the longest task, and how many tasks change the page's content once its last data
 *   has arrived (one task's DOM changes count once, so 1 means the final paint came in one).
 * With VERBOSE=1, each start's long animation frames name the scripts that ran in them.
 */
const OBSERVE = `(() => {
  const seen = (window.__mainThread = { tasks: [], frames: [], changes: [], firstPaint: 0 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === 'first-contentful-paint') seen.firstPaint = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      seen.tasks.push({ start: e.startTime, duration: Math.round(e.duration) });
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
  // The page's content: inside <main>, not the frame around it.
  new MutationObserver((records) => {
    const content = document.querySelector('#main > div');
    if (content && records.some((r) => content.contains(r.target)))
      seen.changes.push(performance.now());
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})()`;

export const START_UP_TASK_BUDGET_MS = 50;
export const MAIN_THREAD_RUNS = 5;

interface Seen {
  tasks: { start: number; duration: number }[];
  frames: unknown[];
  changes: number[];
  /** When the first paint (the static page, index.html) was drawn. */
  firstPaint: number;
}

export interface StartMeasure {
  page: string;
  /** The longest task of each run in ms; 0 when none took over 50 ms. */
  longest: number[];
}

export interface OpenMeasure extends StartMeasure {
  /** Per run: the tasks that changed the page's content after its last API response arrived. */
  changesAfterData: number[];
  /** Per run: the API responses the page waited for. */
  responses: number[];
}

/** Once the page is ready and the network quiet, and a moment more for late work. */
const seenWhenSettled = async (page: Page, ready: () => Promise<unknown>): Promise<Seen> => {
  await ready();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  return page.evaluate(() => (window as unknown as { __mainThread: Seen }).__mainThread);
};

const longestOf = (tasks: Seen['tasks'], since = 0) =>
  Math.max(0, ...tasks.filter((task) => task.start >= since).map((task) => task.duration));

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[(values.length - 1) >> 1];

const newTab = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 720 } });
  await context.addInitScript({ content: OBSERVE });
  return { context, page: await context.newPage() };
};

/** Signs in as a person does; `keepData: false` keeps nothing on the device. */
const signIn = async (page: Page, server: RunningServer, user: TestUser, keepData = true) => {
  await page.goto(`${server.url}/sign-in`);
  await page.getByLabel('API key', { exact: true }).fill(user.apiKey);
  if (!keepData) await page.getByLabel(/Keep data on this device/).uncheck();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  await page.waitForLoadState('networkidle');
};

/** A tab signed in without the device cache opens `from`, then `open`, from the navigation. */
const openFromNavigation = async (
  browser: Browser,
  server: RunningServer,
  user: TestUser,
  [open, from]: readonly [string, string],
  into: OpenMeasure,
) => {
  const { context, page } = await newTab(browser);
  await signIn(page, server, user, false);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: from, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: from }).waitFor();
  await page.waitForLoadState('networkidle');
  const clickedAt = await page.evaluate(() => {
    performance.clearResourceTimings();
    return performance.now();
  });
  await nav.getByRole('link', { name: open, exact: true }).click();
  const seen = await seenWhenSettled(page, () =>
    page.getByRole('heading', { level: 1, name: open }).waitFor(),
  );
  const arrivals = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/'))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
  );
  const lastArrival = Math.max(clickedAt, ...arrivals);
  into.longest.push(longestOf(seen.tasks, clickedAt));
  if (process.env.VERBOSE && longestOf(seen.tasks, clickedAt) > 0)
    console.log(
      into.page,
      JSON.stringify(
        seen.frames.filter((frame) => (frame as { start: number }).start >= clickedAt - 50),
      ),
    );
  into.changesAfterData.push(seen.changes.filter((at) => at >= lastArrival).length);
  into.responses.push(arrivals.length);
  await context.close();
};

const OPENED = [
  ['Links', 'QR codes'],
  ['QR codes', 'Links'],
  ['Overview', 'Links'],
] as const;

export const measureMainThread = async (runs = MAIN_THREAD_RUNS, verbose = false) => {
  const { server, user } = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: chromiumPathOrExit(),
    args: chromiumArgs,
  });
  const starts: StartMeasure[] = [
    { page: 'Sign-in (new tab)', longest: [] },
    { page: 'Links (reload, signed in)', longest: [] },
  ];
  const opens: OpenMeasure[] = OPENED.map(([open, from]) => ({
    page: `${open} (opened from ${from})`,
    longest: [],
    changesAfterData: [],
    responses: [],
  }));
  const record = (into: StartMeasure, seen: Seen) => {
    into.longest.push(longestOf(seen.tasks, seen.firstPaint));
    if (verbose) console.log(into.page, JSON.stringify(seen.frames, null, 1));
  };
  try {
    for (let run = 0; run < runs; run++) {
      const { context, page } = await newTab(browser);
      await page.goto(`${server.url}/sign-in`);
      const started = page.locator('html[data-app-started]');
      record(starts[0], await seenWhenSettled(page, () => started.waitFor({ state: 'attached' })));
      await signIn(page, server, user);
      await page.goto(`${server.url}/links`);
      await page.waitForLoadState('networkidle');
      await page.reload();
      const rows = page.getByRole('row').nth(2);
      record(starts[1], await seenWhenSettled(page, () => rows.waitFor()));
      await context.close();
      for (const [index, pages] of OPENED.entries())
        await openFromNavigation(browser, server, user, pages, opens[index]);
    }
    return { starts, opens };
  } finally {
    await browser.close();
    await server.stop();
    removeServerFiles(server);
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { starts, opens } = await measureMainThread(
    Number(process.env.RUNS ?? MAIN_THREAD_RUNS),
    !!process.env.VERBOSE,
  );
  console.table(
    [...starts, ...opens].map((row) => ({
      page: row.page,
      'longest task (median)': median(row.longest),
      runs: row.longest.join(' '),
      ...('changesAfterData' in row && {
        'changes after data': (row as OpenMeasure).changesAfterData.join(' '),
        responses: (row as OpenMeasure).responses.join(' '),
      }),
    })),
  );
}
