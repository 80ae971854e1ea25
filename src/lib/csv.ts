import { unparse } from 'papaparse';

/** Cells that start like a formula are prefixed so spreadsheets show them as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

const safeCell = (cell: string | number): string | number =>
  typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;

/** Rows (first row = header) → CSV text with CRLF line ends, quoted where needed. */
export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string | number>>): string =>
  unparse(
    rows.map((row) => row.map(safeCell)),
    { newline: '\r\n', quotes: false },
  );
