import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/connection';
import { seedDemoData } from '../db/demo-data';
import { issueKey } from '../db/api-keys-repository';
import { createUser } from '../db/users-repository';
import { timestamp } from '../util';

/**
 * npm run bench:server — req/s of GET /api/qr against a bare node:http server sending the same
 * JSON, and the latency of GET /api/qr/:id for a QR code with 1,000,000 recorded scans.
 */
const SCANS = Number(process.env.BENCH_SCANS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 9);
const CONNECTIONS = 10;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const dir = mkdtempSync(join(tmpdir(), 'linkdeck-bench-'));
const children: ChildProcess[] = [];
const cleanUp = () => {
  for (const child of children) child.kill();
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', cleanUp);

const time = async <T>(fn: () => T | Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
};

// 1. A database with one user, the demo data, and a QR code with SCANS scans (direct SQL).
const dbPath = join(dir, 'bench.sqlite');
const db = openDatabase(dbPath);
const userId = createUser(db, { email: 'bench@linkdeck.local' });
seedDemoData(db, userId, { scans: 300 });
const key = issueKey(db, userId);
const [bigQrId, seedMs] = await time(() =>
  db.transaction(() => {
    const qrId = Number(
      db
        .prepare(
          `INSERT INTO qr_codes (user_id, code, type, name, data, created_at)
           VALUES (?, 'benchbig', 'link', 'A million scans', '"https://example.com/"', ?)`,
        )
        .run(userId, timestamp()).lastInsertRowid,
    );
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1)
       INSERT INTO visits (kind, target_id, created_at, country, referrer, browser, os, visitor)
       SELECT 'q', ?, datetime('now', '-' || (i % 60) || ' days'),
         'Country ' || ((i * 7) % 120),
         CASE WHEN i % 5 = 0 THEN 'Direct' WHEN i % 11 = 0 THEN 'l.facebook.com'
              WHEN i % 13 = 0 THEN 't.co' WHEN i % 17 = 0 THEN 'l.instagram.com'
              ELSE 'site' || ((i * 13) % 5000) || '.example' END,
         'Browser ' || ((i * 3) % 25), 'OS ' || ((i * 5) % 15), 'v' || ((i * 7919) % 250000)
       FROM n`,
    ).run(SCANS, qrId);
    for (const [dimension, column] of [
      ['country', 'country'],
      ['referrer', 'referrer'],
      ['browser', 'browser'],
      ['os', 'os'],
    ])
      db.prepare(
        `INSERT INTO visit_counts (kind, target_id, dimension, label, count)
         SELECT 'q', ?, ?, ${column}, COUNT(*) FROM visits WHERE kind = 'q' AND target_id = ?
         GROUP BY ${column}`,
      ).run(qrId, dimension, qrId);
    db.prepare(
      `INSERT INTO visit_counts (kind, target_id, dimension, label, count)
       SELECT 'q', ?, 'social', CASE referrer WHEN 'l.facebook.com' THEN 'facebook'
         WHEN 't.co' THEN 'twitter' ELSE 'instagram' END, COUNT(*)
       FROM visits WHERE kind = 'q' AND target_id = ?
         AND referrer IN ('l.facebook.com', 't.co', 'l.instagram.com') GROUP BY 3`,
    ).run(qrId, qrId);
    db.prepare(
      `INSERT OR IGNORE INTO visit_uniques (kind, target_id, visitor)
       SELECT 'q', ?, visitor FROM visits WHERE kind = 'q' AND target_id = ?`,
    ).run(qrId, qrId);
    db.prepare(
      `UPDATE qr_codes SET scans = ?, unique_scans =
         (SELECT COUNT(*) FROM visit_uniques WHERE kind = 'q' AND target_id = ?) WHERE id = ?`,
    ).run(SCANS, qrId, qrId);
    return qrId;
  })(),
);
db.close();

// 2. The app and the bare server, each in its own process.
const spawnServer = (script: string, env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
};
const get = (port: number, path: string, agent?: Agent) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { Authorization: `Bearer ${key}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
const ready = async (port: number) => {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await get(port, '/healthz')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Server on port ${port} did not start.`);
};

/** CPU seconds a child has used (Linux /proc; the clock tick is 100 Hz there). */
const cpuSeconds = (pid: number | undefined): number => {
  const stat = `/proc/${pid}/stat`;
  if (!pid || !existsSync(stat)) return Number.NaN;
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const appPort = await freePort();
const appServer = spawnServer('server/main.ts', {
  HOST: '127.0.0.1',
  PORT: String(appPort),
  DATABASE_PATH: dbPath,
  RATE_LIMIT_PER_MINUTE: '1000000000',
  DIST_DIR: join(dir, 'no-dashboard'),
});
await ready(appPort);
const listBody = (await get(appPort, '/api/qr')).body;
const bodyFile = join(dir, 'body.json');
writeFileSync(bodyFile, listBody);
const barePort = await freePort();
const bareServer = spawnServer('server/bench/bare-server.ts', {
  PORT: String(barePort),
  BODY_FILE: bodyFile,
});
await ready(barePort);

/** Requests per second, and the server's CPU microseconds per request (robust to a busy machine). */
const cannon = async (port: number, seconds: number, child: ChildProcess) => {
  const cpuBefore = cpuSeconds(child.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/qr`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { Authorization: `Bearer ${key}` },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors on port ${port}`);
  const cpuUs = ((cpuSeconds(child.pid) - cpuBefore) * 1e6) / result.requests.total;
  return { rps: result.requests.average, cpuUs };
};

// 3. Warm up both, then measure them in alternating rounds (the machine's load drifts), median.
await cannon(appPort, 2, appServer);
await cannon(barePort, 2, bareServer);
const ROUNDS = 3;
const bareRuns: { rps: number; cpuUs: number }[] = [];
const appRuns: { rps: number; cpuUs: number }[] = [];
for (let round = 0; round < ROUNDS; round++) {
  bareRuns.push(await cannon(barePort, DURATION / ROUNDS, bareServer));
  appRuns.push(await cannon(appPort, DURATION / ROUNDS, appServer));
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const bareRps = median(bareRuns.map((r) => r.rps));
const appRps = median(appRuns.map((r) => r.rps));
const bareCpu = median(bareRuns.map((r) => r.cpuUs));
const appCpu = median(appRuns.map((r) => r.cpuUs));

// 4. Statistics of the QR code with a million scans, one request at a time.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const statsPath = `/api/qr/${bigQrId}`;
const first = JSON.parse((await get(appPort, statsPath, agent)).body) as {
  data: { clicks: number; uniqueClicks: number };
};
if (first.data.clicks !== SCANS)
  throw new Error(`Expected ${SCANS} clicks, got ${first.data.clicks}`);
const samples: number[] = [];
for (let i = 0; i < 220; i++) {
  const [res, ms] = await time(() => get(appPort, statsPath, agent));
  if (res.status !== 200) throw new Error(`GET ${statsPath} answered ${res.status}`);
  if (i >= 20) samples.push(ms);
}
samples.sort((a, b) => a - b);
const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
agent.destroy();

const ratio = appRps / bareRps;
const rows: [string, string, string][] = [
  [
    'bare node:http, same JSON',
    `${Math.round(bareRps).toLocaleString('en')} req/s`,
    `${bareCpu.toFixed(0)} µs CPU per request`,
  ],
  [
    'app GET /api/qr',
    `${Math.round(appRps).toLocaleString('en')} req/s`,
    `${appCpu.toFixed(0)} µs CPU per request`,
  ],
  [
    'app / bare',
    `${(ratio * 100).toFixed(1)} %`,
    ratio >= 0.6 ? 'ok (target >= 60 %)' : 'MISSED (target >= 60 %)',
  ],
  [
    `GET /api/qr/:id, ${SCANS.toLocaleString('en')} scans, median`,
    `${pct(0.5).toFixed(2)} ms`,
    pct(0.5) < 10 ? 'ok (target < 10 ms)' : 'MISSED (target < 10 ms)',
  ],
  ['GET /api/qr/:id p95', `${pct(0.95).toFixed(2)} ms`, `over ${samples.length} requests`],
  [
    'seeding the scans (SQL, one transaction)',
    `${(seedMs / 1000).toFixed(1)} s`,
    `${first.data.uniqueClicks.toLocaleString('en')} unique visitors`,
  ],
];
const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length)));
console.log(
  `\nLinkdeck server benchmark (${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION / ROUNDS} s each, median)\n`,
);
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(width[i])).join('  |  '));
console.log('');
cleanUp();
process.exit(0);
