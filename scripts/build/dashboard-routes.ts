import { PAGES } from '../../src/app/pages';

/**
 * Prints the dashboard's own top-level paths as JSON (`["overview","links",…]`): the first
 * segment of every page in the page table, and the sign-in page. Run by the installed-app
 * plugin (scripts/build/installed-app-plugin.ts): `node --import tsx scripts/build/dashboard-routes.ts`.
 */
const segments = new Set(['sign-in', ...PAGES.map(({ path }) => path.split('/')[0])]);
process.stdout.write(JSON.stringify([...segments]));
