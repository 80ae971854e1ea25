import { readFileSync, writeFileSync } from 'node:fs';

/**
 * docs/budgets.md keeps the text about the budgets around one table, which `npm run bench`
 * rewrites from its results: the figures live where they were measured, never in prose.
 */
export interface BudgetRow {
  budget: string;
  target: string;
  measured: string;
  verdict: 'pass' | 'FAIL' | 'info' | 'error';
}

export const TABLE_START = '<!-- The table below is written by `npm run bench`. -->';
export const TABLE_END = '<!-- End of the table written by `npm run bench`. -->';

const cell = (text: string) => text.replaceAll('|', '\\|');

/** A Markdown table laid out as Prettier lays it out, so the file stays formatted. */
export const budgetTable = (rows: BudgetRow[]): string => {
  const table = [
    ['Budget', 'Target', 'Measured', 'Result'],
    ...rows.map((row) => [row.budget, row.target, row.measured, row.verdict].map(cell)),
  ];
  const widths = table[0].map((_, column) =>
    Math.max(3, ...table.map((cells) => [...cells[column]].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((text, column) => text + ' '.repeat(widths[column] - [...text].length)).join(' | ')} |`;
  return [
    line(table[0]),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...table.slice(1).map(line),
  ].join('\n');
};

/** The document with the text between the markers replaced by `how` and the table. */
export const withBudgetTable = (document: string, how: string, rows: BudgetRow[]): string => {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start === -1 || end < start)
    throw new Error(`the budgets file has no "${TABLE_START}" … "${TABLE_END}" markers`);
  return `${document.slice(0, start + TABLE_START.length)}\n\n${how}\n\n${budgetTable(rows)}\n\n${document.slice(end)}`;
};

export const writeBudgetsFile = (path: string, how: string, rows: BudgetRow[]) =>
  writeFileSync(path, withBudgetTable(readFileSync(path, 'utf8'), how, rows));
