import { configOrExit, listen, openConfiguredDatabase } from './serve';

// npm run server: the API, public short links and (when built) the dashboard. Creates no users.
const config = configOrExit();
const db = openConfiguredDatabase(config);
const address = await listen(config, db);
console.log(`Linkdeck server listening on ${address}`);
console.log(`Public short links use ${config.publicUrl}; database: ${config.databasePath}`);
