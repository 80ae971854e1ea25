import { readFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { TABLE_END, TABLE_START, withBudgetTable, type BudgetRow } from './budgets-file';

const rows: BudgetRow[] = [
  {
    budget: 'First page JS (sign-in)',
    target: '<= 148.0 kB gzip',
    measured: '135.5 kB',
    verdict: 'pass',
  },
  { budget: 'Two tabs vs one tab', target: '<= 1.1×', measured: '1.00× (8 | 8)', verdict: 'FAIL' },
];
const document = `# Budgets\n\nText before.\n\n${TABLE_START}\n\nold table\n\n${TABLE_END}\n\nText after.\n`;

describe('the budgets file', () => {
  it('replaces only what is between the markers', () => {
    const written = withBudgetTable(document, 'Measured by `npm run bench`.', rows);
    expect(written).toContain('Text before.');
    expect(written).toContain('Text after.');
    expect(written).not.toContain('old table');
    expect(written).toContain('| First page JS (sign-in) | <= 148.0 kB gzip | 135.5 kB');
    expect(written).toContain('1.00× (8 \\| 8)');
    expect(withBudgetTable(written, 'Measured again.', rows)).toContain('Measured again.');
  });

  it('writes the table as Prettier formats it', async () => {
    const written = withBudgetTable(document, 'Measured by `npm run bench`.', rows);
    const options = await resolveConfig('docs/budgets.md');
    expect(await format(written, { ...options, parser: 'markdown' })).toBe(written);
  });

  it('refuses a file without the markers', () => {
    expect(() => withBudgetTable('# Budgets\n', 'how', rows)).toThrow(/markers/);
  });

  it('finds the markers in docs/budgets.md', () => {
    const budgets = readFileSync('docs/budgets.md', 'utf8');
    expect(() => withBudgetTable(budgets, 'how', rows)).not.toThrow();
  });
});
