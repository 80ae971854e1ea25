// First: an unsupported Node stops here with the range it needs, before the server loads.
import '../scripts/require-supported-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app';
import { seedDemoData } from './db/demo-data';
import { createProxyApp } from './proxy';
import { configOrExit, listen, openConfiguredDatabase } from './serve';
import { issueKey, revokeKeys } from './db/api-keys-repository';
import { createUser, usersRepository } from './db/users-repository';

export const DEMO_EMAIL = 'demo@linkdeck.local';

// npm start: build the dashboard if needed, serve everything, and hand out a fresh demo key.
const config = configOrExit();
if (!existsSync(join(config.distDir, 'index.html'))) {
  console.log('Building the dashboard (first start only)...');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) console.error('The dashboard build failed; serving the API only.');
}
if (config.upstreamApiUrl) {
  // Proxy mode: users and keys live on the upstream instance; nothing is created here.
  const address = await listen(config, createProxyApp(config));
  console.log(`\nLinkdeck is running at ${address}`);
  console.log(
    `It proxies /api/* to ${config.upstreamApiUrl}: sign in with a key of that instance.\n`,
  );
} else {
  const db = openConfiguredDatabase(config);
  const key = db.transaction(() => {
    const existing = usersRepository(db).emailOwner(DEMO_EMAIL);
    const userId = existing ?? createUser(db, { email: DEMO_EMAIL, demo: true });
    if (existing === undefined) seedDemoData(db, userId);
    // Each start hands out one new key and retires the previous start's key.
    revokeKeys(db, userId);
    return issueKey(db, userId);
  })();
  const app = createApp({ db, config });
  const address = await listen(config, app, () => {
    app.close();
    db.close();
  });
  console.log(`\nLinkdeck is running at ${address}`);
  if (config.publicUrl !== address) console.log(`Public short links use ${config.publicUrl}`);
  console.log(`Demo user: ${DEMO_EMAIL}`);
  console.log(`Demo API key (valid until the next start): ${key}\n`);
}
