import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Db } from './db/connection';
import type { AppEnv } from './http/types';

/** Reads the configuration or exits with a message that says which variable is wrong. */
export const configOrExit = (): Config => {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
};

/**
 * Listens with the app on HOST:PORT; resolves with the bound address once listening.
 * `close` runs on SIGINT/SIGTERM once the server stopped, or after 2 s (writing queued visits,
 * closing the database).
 */
export const listen = (config: Config, app: Hono<AppEnv>, close = () => {}): Promise<string> =>
  new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      resolve(`http://${host}:${info.port}`);
    });
    let closed = false;
    const finish = () => {
      if (!closed) close();
      closed = true;
      process.exit(0);
    };
    const stop = () => {
      server.close(finish);
      // Keep-alive connections may hold close() open: write what is queued and leave anyway.
      setTimeout(finish, 2000).unref();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });

export const openConfiguredDatabase = (config: Config): Db => {
  try {
    return openDatabase(config.databasePath);
  } catch (error) {
    console.error(
      `Could not open the database at ${config.databasePath}: ${error instanceof Error ? error.message : String(error)}. Check DATABASE_PATH.`,
    );
    process.exit(1);
  }
};
