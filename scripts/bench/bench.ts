import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { budgetTable, writeBudgetsFile, type BudgetRow } from './budgets-file';

/**
 * npm run bench — every budget measured on this machine, printed as one table:
 * JavaScript per page, Lighthouse, requests per journey, and the server's speed.
 *
 * The dashboard is built into a temporary directory (DIST_DIR), never into dist/, which the
 * end-to-end tests serve. Each measurement runs alone: the machine has two cores and parallel
 * runs would measure each other. A measurement that crashes shows as "error" in its rows and
 * the others still run. The exit code is 1 when any budget is missed or could not be measured.
 * The table also replaces the one in docs/budgets.md, so the figures there are the last run's.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const JOURNEY_RESULT = join(ROOT, '.bench', 'request-budget.json');
const DEVICE_RESULT = join(ROOT, '.bench', 'device-data.json');
const BULK_RESULT = join(ROOT, '.bench', 'bulk-import.json');
const KB = 1024;

type Row = BudgetRow;

const rows: Row[] = [];
const add = (budget: string, target: string, measured: string, isMet: boolean | null) =>
  rows.push({
    budget,
    target,
    measured,
    verdict: isMet === null ? 'info' : isMet ? 'pass' : 'FAIL',
  });
const failed = (budgets: string[], error: unknown) => {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  for (const budget of budgets)
    rows.push({ budget, target: '', measured: message.slice(0, 60), verdict: 'error' });
  console.error(error);
};
const step = (name: string) => console.log(`\n[bench] ${name}…`);
const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** Runs a command with the temporary build, output to this terminal; returns its stdout. */
const run = (command: string, args: string[], options: { capture?: boolean } = {}) => {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...process.env },
    encoding: 'utf8',
    stdio: options.capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (options.capture && result.stdout) process.stdout.write(result.stdout);
  return { ok: result.status === 0, stdout: result.stdout ?? '' };
};

const started = Date.now();
// Lighthouse's performance score and the server's req/s move with other work on the machine.
const loadAtStart = loadavg()[0];
const buildDir = mkdtempSync(join(tmpdir(), 'linkdeck-bench-dist-'));
process.env.DIST_DIR = buildDir;

try {
  step(`building the dashboard into ${buildDir}`);
  if (
    !run('npx', ['vite', 'build', '--outDir', buildDir, '--emptyOutDir', '--logLevel', 'warn']).ok
  )
    throw new Error('vite build failed');

  // 1. JavaScript each page loads (gzip), measured in Chromium.
  step('JavaScript per page');
  try {
    const { measureBundles, BUNDLE_BUDGET_BYTES } = await import('./bundle-size');
    const bundles = await measureBundles();
    console.table(
      bundles.map((b) => ({
        page: b.page,
        files: b.files,
        gzip: kB(b.gzipBytes),
        'map chunk (after)': b.mapGzipBytes ? kB(b.mapGzipBytes) : '',
      })),
    );
    // Per budget, the heaviest page it covers: the first page, signed-in pages, statistics.
    for (const [budget, label] of [
      ['first page', 'First page JS'],
      ['signed-in page', 'Heaviest signed-in page JS'],
      ['statistics', 'Statistics pages JS'],
    ] as const) {
      const heaviest = bundles
        .filter((b) => b.budget === budget)
        .reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
      add(
        `${label} (${heaviest.page})`,
        `<= ${kB(BUNDLE_BUDGET_BYTES[budget])} gzip`,
        kB(heaviest.gzipBytes),
        heaviest.gzipBytes <= BUNDLE_BUDGET_BYTES[budget],
      );
    }
  } catch (error) {
    failed(['First page JS', 'Heaviest signed-in page JS', 'Statistics pages JS'], error);
  }

  // 1b. The installed app: the next visit's JavaScript comes from the service worker.
  step('repeat visit (service worker)');
  try {
    const { measureRepeatVisit } = await import('./repeat-visit');
    const visit = await measureRepeatVisit();
    add(
      'Repeat visit: JavaScript bytes from the network',
      '0',
      `${visit.networkBytes} B (${visit.pages} pages; ${visit.workerScripts} scripts from the service worker${visit.networkScripts.length ? `, from the network: ${visit.networkScripts.join(' ')}` : ''})`,
      visit.networkBytes === 0,
    );
  } catch (error) {
    failed(['Repeat visit: JavaScript bytes from the network'], error);
  }

  // 2. Lighthouse on the sign-in page (signed out) and a signed-in list page: the median of
  // LIGHTHOUSE_RUNS runs each, with that run's paints and blocking time, and every run's score.
  step(`Lighthouse (${cpus().length} cores)`);
  try {
    const {
      measureLighthouse,
      LIGHTHOUSE_RUNS,
      LIGHTHOUSE_TARGETS: targets,
    } = await import('./lighthouse');
    const rows = await measureLighthouse();
    for (const { page, runs } of rows) console.table(runs.map((r) => ({ page, ...r })));
    const of = `median of ${LIGHTHOUSE_RUNS}, ${cpus().length} cores`;
    for (const { page, runs, median } of rows) {
      const isSignIn = page.startsWith('Sign-in');
      const performance = isSignIn ? targets.signIn.performance : targets.signedIn.performance;
      add(
        `Lighthouse performance: ${page} (${of})`,
        `>= ${performance}`,
        `${median.performance} (LCP ${median.largestPaint} s, TBT ${median.blockingTime} ms; runs ${runs.map((r) => r.performance).join(', ')})`,
        median.performance >= performance,
      );
      if (isSignIn) {
        add(
          `Lighthouse largest contentful paint: ${page}`,
          `<= ${targets.signIn.largestPaint} s`,
          `${median.largestPaint} s`,
          median.largestPaint <= targets.signIn.largestPaint,
        );
        add(
          `Lighthouse total blocking time: ${page}`,
          `<= ${targets.signIn.blockingTime} ms`,
          `${median.blockingTime} ms`,
          median.blockingTime <= targets.signIn.blockingTime,
        );
      }
      add(
        `Lighthouse first contentful paint: ${page}`,
        `<= ${targets.firstPaint} s`,
        `${median.firstPaint} s`,
        median.firstPaint <= targets.firstPaint,
      );
      for (const [key, label] of [
        ['accessibility', 'accessibility'],
        ['bestPractices', 'best practices'],
        ['seo', 'SEO'],
      ] as const) {
        const lowest = Math.min(...runs.map((r) => r[key]));
        add(
          `Lighthouse ${label}: ${page} (lowest run)`,
          `>= ${targets[key]}`,
          String(lowest),
          lowest >= targets[key],
        );
      }
    }
  } catch (error) {
    failed(['Lighthouse'], error);
  }

  // 2a. The main thread in real time: no task over 50 ms while a page starts, and a page opened
  // from the navigation reaches its final paint in one task once its data is here: two would show a
  // half-made page.
  step('main-thread tasks (real time, this machine)');
  try {
    const { measureMainThread, median, START_UP_TASK_BUDGET_MS, MAIN_THREAD_RUNS } =
      await import('./main-thread');
    const { starts, opens } = await measureMainThread();
    const of = `median of ${MAIN_THREAD_RUNS}, ${cpus().length} cores`;
    for (const { page, longest } of [...starts, ...opens])
      add(
        `Longest main-thread task: ${page} (${of})`,
        `<= ${START_UP_TASK_BUDGET_MS} ms`,
        `${median(longest)} ms (runs ${longest.join(', ')}; 0 = none over 50 ms)`,
        median(longest) <= START_UP_TASK_BUDGET_MS,
      );
    for (const { page, changesAfterData, responses } of opens)
      add(
        `${page}: tasks changing the page after its data arrived (${of})`,
        '<= 1',
        `${median(changesAfterData)} (runs ${changesAfterData.join(', ')}; API responses waited for: ${responses.join(', ')})`,
        median(changesAfterData) <= 1,
      );
  } catch (error) {
    failed(['Longest main-thread task', 'Tasks changing the page after its data'], error);
  }

  // 2b. Numbers before charts: statistics pages on a throttled connection.
  step('statistics pages on a throttled connection');
  try {
    const { measureStatsTiming } = await import('./stats-timing');
    for (const row of await measureStatsTiming()) {
      add(
        `${row.page}: headline figures, throttled`,
        'before the charts',
        `${(row.figuresMs / 1000).toFixed(1)} s`,
        row.figuresMs < row.chartsMs,
      );
      add(
        `${row.page}: charts, throttled`,
        'reported',
        `${(row.chartsMs / 1000).toFixed(1)} s`,
        null,
      );
    }
  } catch (error) {
    failed(['Statistics figures before charts'], error);
  }

  // 3. Requests per journey: the Playwright journey against a server logging every request.
  step('requests per journey (Playwright, real pace, 30 requests a minute)');
  try {
    rmSync(JOURNEY_RESULT, { force: true });
    rmSync(DEVICE_RESULT, { force: true });
    const output = join(tmpdir(), `pw-bench-${process.pid}`);
    const journey = run('npx', [
      'playwright',
      'test',
      'e2e/request-budget.spec.ts',
      `--output=${output}`,
      '--reporter=line',
    ]);
    rmSync(output, { recursive: true, force: true });
    if (!existsSync(JOURNEY_RESULT))
      throw new Error('the journey wrote no .bench/request-budget.json (see its output above)');
    const result = JSON.parse(readFileSync(JOURNEY_RESULT, 'utf8')) as {
      source: string;
      requests: number;
      refused: number;
      duplicateGets: number;
      maxPerMinute: number;
      journeySeconds: number;
    };
    const source = result.source === 'server request log' ? '' : `, from the ${result.source}`;
    add(
      'Requests per journey',
      'reported',
      `${result.requests} in ${result.journeySeconds} s (${result.refused} refused${source})`,
      journey.ok ? null : false,
    );
    add(
      'Duplicate GETs (data still fresh)',
      '0',
      String(result.duplicateGets),
      result.duplicateGets === 0,
    );
    add(
      'Most requests in any 60 s',
      '<= 30',
      String(result.maxPerMinute),
      result.maxPerMinute <= 30,
    );
    if (!existsSync(DEVICE_RESULT))
      throw new Error('the journey wrote no .bench/device-data.json (see its output above)');
    const device = JSON.parse(readFileSync(DEVICE_RESULT, 'utf8')) as {
      oneTab: number;
      reload: number;
      twoTabs: number;
      secondTabOpens: number;
    };
    add(
      'Reload every page after the walk (fresh)',
      '0',
      String(device.reload),
      device.reload === 0,
    );
    const ratio = device.twoTabs / device.oneTab;
    add(
      'Two tabs walking side by side vs one tab',
      '<= 1.1×',
      `${ratio.toFixed(2)}× (${device.twoTabs} vs ${device.oneTab}; opening the tab: ${device.secondTabOpens})`,
      ratio <= 1.1,
    );
  } catch (error) {
    failed(['Requests per journey'], error);
  }

  // 3b. Bulk import: 100 links (10 assigned to a campaign) as a job, at 30 requests a minute
  // (about 3 to 4 minutes): wall time against a perfect client in the server's fixed windows.
  step('importing 100 links (Playwright, 30 requests a minute, about 4 min)');
  try {
    process.env.LINKDECK_BENCH = '1';
    rmSync(BULK_RESULT, { force: true });
    const output = join(tmpdir(), `pw-bench-bulk-${process.pid}`);
    run('npx', [
      'playwright',
      'test',
      'e2e/bulk-import-bench.spec.ts',
      `--output=${output}`,
      '--reporter=line',
    ]);
    rmSync(output, { recursive: true, force: true });
    if (!existsSync(BULK_RESULT))
      throw new Error('the journey wrote no .bench/bulk-import.json (see its output above)');
    const bulk = JSON.parse(readFileSync(BULK_RESULT, 'utf8')) as {
      limit: number;
      requests: number;
      seconds: number;
      idealSeconds: number;
      rateSeconds: number;
    };
    add(
      'Importing 100 links: requests',
      '110 (100 + 10 assignments)',
      String(bulk.requests),
      bulk.requests === 110,
    );
    const ratio = bulk.seconds / bulk.idealSeconds;
    add(
      `Importing 100 links: wall time vs ideal at ${bulk.limit}/min`,
      '<= 1.1×',
      `${ratio.toFixed(2)}× (${bulk.seconds.toFixed(1)} s vs ${bulk.idealSeconds.toFixed(1)} s in the server's windows; ${bulk.rateSeconds.toFixed(0)} s at the plain rate)`,
      ratio <= 1.1,
    );
  } catch (error) {
    failed(['Importing 100 links'], error);
  }

  // 4. The server: GET /api/qr against bare node:http, and statistics of a million scans.
  step('server (npm run bench:server)');
  try {
    const server = run('npm', ['run', '--silent', 'bench:server'], { capture: true });
    if (!server.ok) throw new Error('npm run bench:server failed (see its output above)');
    const cell = (label: RegExp, column = 1) => {
      const line = server.stdout.split('\n').find((l) => label.test(l.split('|')[0]));
      if (!line) throw new Error(`bench:server printed no row matching ${label}`);
      return line.split('|')[column].trim();
    };
    const ratio = Number.parseFloat(cell(/^app \/ bare/));
    const app = cell(/^app GET \/api\/qr/);
    const bare = cell(/^bare node:http/);
    add(
      'Server GET /api/qr vs bare node:http',
      '>= 60 %',
      `${ratio.toFixed(1)} % (${app} vs ${bare})`,
      ratio >= 60,
    );
    const statsLabel = /^GET \/api\/qr\/:id, [\d,]+ scans, median/;
    const scans = cell(statsLabel, 0).match(/([\d,]+) scans/)?.[1] ?? '?';
    const median = Number.parseFloat(cell(statsLabel));
    add(
      `Server GET /api/qr/:id, ${scans} scans (median)`,
      '< 10 ms',
      `${median.toFixed(2)} ms`,
      median < 10,
    );
  } catch (error) {
    failed(['Server benchmark'], error);
  }

  // 5. A flood of short-link visits against one of /healthz: the API's median under each.
  step('visit flood vs /healthz flood (API latency under each)');
  try {
    const { measureVisitFlood, FLOOD_REQUESTS, FLOOD_CONNECTIONS } = await import('./visit-flood');
    const flood = await measureVisitFlood();
    const size = `${FLOOD_REQUESTS.toLocaleString('en')} requests, ${FLOOD_CONNECTIONS} connections`;
    const share = flood.visitRate / flood.healthzRate;
    add(
      `Visits/s under a flood vs /healthz (${size})`,
      '>= 50 %',
      `${(share * 100).toFixed(0)} % (${Math.round(flood.visitRate)} vs ${Math.round(flood.healthzRate)}/s; ${flood.clicksCounted} of ${flood.visitsSent} counted)`,
      share >= 0.5 && flood.clicksCounted === flood.visitsSent,
    );
    const ratio = flood.apiUnderVisitsMs / flood.apiUnderHealthzMs;
    add(
      'API median under the visit flood vs the /healthz flood',
      '<= 2×',
      `${ratio.toFixed(2)}× (${flood.apiUnderVisitsMs.toFixed(1)} vs ${flood.apiUnderHealthzMs.toFixed(1)} ms; ${flood.apiQuietMs.toFixed(1)} ms without a flood)`,
      ratio <= 2,
    );
  } catch (error) {
    failed(['Visit flood'], error);
  }
} catch (error) {
  failed(['Build'], error);
} finally {
  rmSync(buildDir, { recursive: true, force: true });
}

const load = `load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, ${cpus().length} cores`;
const how = `${Math.round((Date.now() - started) / 1000)} s; ${load}`;
console.log(`\nLinkdeck budgets (npm run bench, ${how})\n`);
console.log(budgetTable(rows));
const budgetsFile = join(ROOT, 'docs', 'budgets.md');
writeBudgetsFile(budgetsFile, `Measured by \`npm run bench\` (${how}).`, rows);
console.log(`\nWritten to ${budgetsFile}.`);
const missed = rows.filter((r) => r.verdict === 'FAIL' || r.verdict === 'error').length;
console.log(
  missed === 0 ? '\nEvery budget is met.' : `\n${missed} budget(s) missed or not measured.`,
);
process.exit(missed === 0 ? 0 : 1);
