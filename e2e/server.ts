import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Starts the real reference server (`node --import tsx server/main.ts`) on a free port with
 * a fresh database. It serves the built dashboard from dist/ (the test command builds it
 * first) and the API under /api. Nothing is mocked.
 */

const ROOT = resolve(import.meta.dirname, '..');

export interface TestUser {
  email: string;
  apiKey: string;
}

export interface RunningServer {
  /** Where the browser opens the dashboard. */
  url: string;
  /** The API instance's own address when the dashboard reaches it through a proxy. */
  instanceUrl?: string;
  port: number;
  databasePath: string;
  env: Record<string, string>;
  /** Creates a user through the server's CLI (`user:create`); `demo` adds sample data. */
  createUser(options?: { demo?: boolean; email?: string }): TestUser;
  /**
   * Revokes every key of a user straight in the database (a key revoked elsewhere), then waits
   * until the running server has noticed: it re-reads another process's changes at most every
   * 500 ms (docs/decisions/0021-server-storage-and-caches.md).
   */
  revokeKeys(email: string): Promise<void>;
  /** Calls the API with a key, as a script or another tab would. */
  api(
    apiKey: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }>;
  /**
   * A GET that checks what the server holds after the dashboard worked at the limit: a 429
   * (a job spent the window, as it may) waits for the window's reset and asks again.
   */
  check(apiKey: string, path: string): Promise<unknown>;
  stop(): Promise<void>;
  /** Ends the server with SIGKILL at once: requests under way get no answer. */
  kill(): Promise<void>;
  /** Starts the server again on the same port and database (for "server comes back" tests). */
  restart(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });

/** A killed process has a signalCode and no exitCode. */
const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

const waitForHealth = async (url: string, child: ChildProcess, output: () => string) => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (hasExited(child))
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not become healthy within 30 s:\n${output()}`);
};

/** undici's "other side closed" / a reset connection, before any response arrived. */
const isSocketClosed = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET';
};

const uniqueEmail = () => `user-${randomUUID().slice(0, 8)}@example.com`;

/** The server's rate-limit windows: one minute, starting on the minute (server/http/auth.ts). */
const WINDOW_MS = 60_000;

/**
 * Waits until the server's next rate-limit window begins, so a test that spends a key's budget
 * has a whole window for it and never races the window's end.
 */
export const waitForFreshWindow = () =>
  new Promise((resolveWait) => setTimeout(resolveWait, WINDOW_MS - (Date.now() % WINDOW_MS) + 200));

/**
 * Starts a server. `env` overrides the defaults, e.g. `{ RATE_LIMIT_PER_MINUTE: '5' }`.
 * The default rate limit is high so the suite never waits for the budget by accident.
 */
export const startServer = async (env: Record<string, string> = {}): Promise<RunningServer> => {
  const distDir = resolve(ROOT, process.env.DIST_DIR ?? 'dist');
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(
      'dist/ is missing: run `npx vite build` before the end-to-end tests (npm test does).',
    );
  const dir = mkdtempSync(join(tmpdir(), 'linkdeck-e2e-'));
  const databasePath = join(dir, 'test.sqlite');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fullEnv: Record<string, string> = {
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATABASE_PATH: databasePath,
    RATE_LIMIT_PER_MINUTE: '10000',
    ...env,
  };
  let child: ChildProcess;
  let log = '';

  const launch = async () => {
    log = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...fullEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (log += chunk));
    child.stderr?.on('data', (chunk) => (log += chunk));
    await waitForHealth(url, child, () => log);
  };

  // The process at the time of the call: after restart() `child` is another one, which a
  // late SIGKILL meant for the old process must not hit.
  const stop = (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    const running = child;
    return new Promise<void>((resolveStop) => {
      if (!running || hasExited(running)) return resolveStop();
      running.once('exit', () => resolveStop());
      running.kill(signal);
      setTimeout(() => !hasExited(running) && running.kill('SIGKILL'), 5000).unref();
    });
  };

  await launch();

  const server: RunningServer = {
    url,
    port,
    databasePath,
    env: fullEnv,
    createUser({ demo = false, email = uniqueEmail() } = {}) {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'server/cli.ts', '--email', email, ...(demo ? ['--demo'] : [])],
        { cwd: ROOT, env: { ...process.env, ...fullEnv }, encoding: 'utf8' },
      );
      if (result.status !== 0)
        throw new Error(`user:create failed:\n${result.stderr}${result.stdout}`);
      const lines = result.stdout.trim().split('\n');
      return { email, apiKey: lines[lines.length - 1].trim() };
    },
    async revokeKeys(email) {
      const db = new Database(databasePath);
      try {
        db.prepare(
          "UPDATE api_keys SET revoked_at = datetime('now') WHERE user_id = (SELECT id FROM users WHERE email = ?)",
        ).run(email);
      } finally {
        db.close();
      }
      await new Promise((resolveWait) => setTimeout(resolveWait, 600));
    },
    async api(apiKey, method, path, body) {
      const send = () =>
        fetch(`${url}${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${apiKey}`,
            'Content-Type': 'application/json',
            // A fresh socket per call: a kept-alive one the server has just closed fails the
            // request with "other side closed" (seen while a slow --demo user was created).
            Connection: 'close',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      let response: Response;
      try {
        response = await send();
      } catch (error) {
        // The socket closed before any answer, so the server never handled the request.
        if (!isSocketClosed(error)) throw error;
        response = await send();
      }
      const text = await response.text();
      let json: unknown = text;
      try {
        json = JSON.parse(text);
      } catch {
        // keep the text
      }
      return { status: response.status, json };
    },
    async check(apiKey, path) {
      for (let attempt = 0; ; attempt++) {
        const answer = await server.api(apiKey, 'GET', path);
        if (answer.status !== 429 || attempt === 2) return answer.json;
        await waitForFreshWindow();
      }
    },
    async stop() {
      await stop();
    },
    async kill() {
      await stop('SIGKILL');
    },
    async restart() {
      await stop();
      await launch();
    },
  };
  return server;
};

/** Removes the temporary database directory of a stopped server. */
export const removeServerFiles = (server: RunningServer) =>
  rmSync(resolve(server.databasePath, '..'), { recursive: true, force: true });
