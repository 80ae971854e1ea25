// The Node versions Linkdeck runs on are package.json's `engines.node`, the range every locked
// dependency supports; `npm start` and `npm test` check it first so an unsupported Node fails with
// one clear line instead of an obscure error deep in a dependency.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const root = new URL('../', import.meta.url);
const readJson = (name) => JSON.parse(readFileSync(new URL(name, root), 'utf8'));

export const nodeRange = () => readJson('package.json').engines.node;

/** Why `version` cannot run Linkdeck, or undefined when it can. */
export const unsupportedNodeMessage = (version, range) =>
  semver.satisfies(version, range)
    ? undefined
    : `Linkdeck needs Node ${range}; this is Node ${version}. Install a supported Node (for example with nvm: nvm install 22) and run the command again.`;

/** The locked packages whose own `engines.node` leaves out part of `range`. */
export const packagesOutsideRange = (lock, range) =>
  Object.entries(lock.packages)
    .filter(([path, info]) => path !== '' && info.engines?.node)
    .filter(([, info]) => !semver.subset(range, info.engines.node))
    .map(
      ([path, info]) =>
        `${path.replace(/^.*node_modules\//, '')}@${info.version} (${info.engines.node})`,
    );

export const readLock = () => readJson('package-lock.json');
