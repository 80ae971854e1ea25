import { createApp } from './app';
import { createProxyApp } from './proxy';
import { configOrExit, listen, openConfiguredDatabase } from './serve';

// npm run server: the API, public short links and (when built) the dashboard. Creates no users.
// With UPSTREAM_API_URL: the dashboard, and /api/* forwarded to that instance; no database.
const config = configOrExit();
if (config.upstreamApiUrl) {
  const address = await listen(config, createProxyApp(config));
  console.log(`Linkdeck dashboard listening on ${address}`);
  console.log(`It proxies /api/* to ${config.upstreamApiUrl} (nothing is stored here)`);
} else {
  const db = openConfiguredDatabase(config);
  const app = createApp({ db, config });
  const address = await listen(config, app, () => {
    app.close();
    db.close();
  });
  console.log(`Linkdeck server listening on ${address}`);
  console.log(`Public short links use ${config.publicUrl}; database: ${config.databasePath}`);
}
