import { parseArgs } from 'node:util';
import { z } from 'zod/mini';
import { email } from '../src/api/fields';
import { seedDemoData } from './db/demo-data';
import { configOrExit, openConfiguredDatabase } from './serve';
import { issueKey } from './db/api-keys-repository';
import { createUser, usersRepository } from './db/users-repository';

const USAGE = `Usage: npm run --silent user:create -- --email someone@example.com [--demo] [--expires-days N]

Creates a user in the database named by DATABASE_PATH and prints a new API key as the last line.
  --email          the user's email address (required)
  --demo           add realistic sample data (domains, campaigns, channels, QR codes with scans, ...)
  --expires-days   the key stops working after N days (default: never)`;

const fail = (message: string): never => {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
};

let args;
try {
  args = parseArgs({
    options: {
      email: { type: 'string' },
      demo: { type: 'boolean', default: false },
      'expires-days': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (!args) process.exit(1);
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const address = z.safeParse(email(), args.email ?? '');
if (!args.email) fail('--email is required.');
if (!address.success) fail(address.error?.issues[0].message ?? 'The email is not valid.');
const rawDays = args['expires-days'];
if (rawDays !== undefined && !/^\d{1,5}$/.test(rawDays))
  fail('--expires-days must be a whole number of days, like 30.');
const expiresDays = rawDays === undefined ? undefined : Number(rawDays);

const config = configOrExit();
if (config.upstreamApiUrl)
  fail(
    `UPSTREAM_API_URL is set: users and keys live on ${config.upstreamApiUrl}. Create them there.`,
  );
const db = openConfiguredDatabase(config);
const userEmail = address.data as string;
if (usersRepository(db).emailOwner(userEmail) !== undefined)
  fail(`A user with the email ${userEmail} already exists.`);

const key = db.transaction(() => {
  const userId = createUser(db, { email: userEmail, demo: args.demo });
  if (args.demo) seedDemoData(db, userId);
  return issueKey(db, userId, expiresDays);
})();
db.close();

console.log(
  `Created user ${userEmail}${args.demo ? ' with demo data' : ''} in ${config.databasePath}.`,
);
console.log(
  expiresDays === undefined
    ? 'API key (shown only now; keep it secret):'
    : `API key (shown only now; keep it secret; expires in ${expiresDays} days):`,
);
console.log(key);
