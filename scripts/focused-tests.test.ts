import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A focused test (`.only`) left in a commit would make both runners skip everything else and
 * still report success. Both refuse one on every machine, not only under CI: a file with a
 * focused test, run without CI set, must fail.
 */
const ROOT = resolve(import.meta.dirname, '..');

const runWithFocusedTest = (file: string, source: string, command: string[]) => {
  const path = join(ROOT, file);
  writeFileSync(path, source);
  try {
    return spawnSync('npx', [...command, file], {
      cwd: ROOT,
      env: { ...process.env, CI: '' },
      encoding: 'utf8',
      timeout: 110_000,
    });
  } finally {
    rmSync(path, { force: true });
  }
};

describe('focused tests', () => {
  it('fail the Vitest run', () => {
    const run = runWithFocusedTest(
      `scripts/focused-probe-${process.pid}.test.ts`,
      "import { it } from 'vitest';\nit.only('focused', () => {});\nit('other', () => {});\n",
      ['vitest', 'run'],
    );
    expect(run.status, run.stdout).not.toBe(0);
    expect(run.stdout + run.stderr).toMatch(/Unexpected \.only modifier/);
  }, 120_000);

  it('fail the Playwright run', () => {
    const run = runWithFocusedTest(
      `e2e/focused-probe-${process.pid}.spec.ts`,
      "import { test } from '@playwright/test';\ntest.only('focused', () => {});\ntest('other', () => {});\n",
      ['playwright', 'test', '--list'],
    );
    expect(run.status, run.stdout).not.toBe(0);
    expect(run.stdout + run.stderr).toMatch(/not allowed due to the 'forbidOnly' option/);
  }, 120_000);
});
