#!/usr/bin/env node
// The README's test command: every suite in order, then one line "N passed, N failed".
// First: an unsupported Node stops here with the range it needs.
import './require-supported-node.mjs';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

const out = '.test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

let passed = 0;
let failed = 0;
const check = (name, ok) => {
  console.log(`\n[test] ${name}: ${ok ? 'ok' : 'FAILED'}`);
  if (ok) passed++;
  else failed++;
};

check('type check', run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']));
check('eslint', run('npx', ['eslint', '.', '--max-warnings', '0']));
check('prettier', run('npx', ['prettier', '--check', '.']));
check('messages', run('node', ['--import', 'tsx', 'scripts/i18n.ts', 'check']));

const vitestJson = `${out}/vitest.json`;
const vitestOk = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (vitestOk || report.numFailedTests ? 0 : 1);
} else if (!vitestOk) failed++;

const built = run('npx', ['vite', 'build']);
check('build', built);

if (built && existsSync('e2e')) {
  const pwJson = `${out}/playwright.json`;
  const pwOk = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  });
  if (existsSync(pwJson)) {
    const { stats } = JSON.parse(readFileSync(pwJson, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected + (pwOk || stats.unexpected ? 0 : 1);
  } else if (!pwOk) failed++;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
