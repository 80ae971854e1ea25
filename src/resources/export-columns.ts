import { toDateTimeAttribute } from '../lib/format-date';

/** One column of an exported file: a header a spreadsheet user reads, and its cell. */
export interface ExportColumn<T> {
  header: string;
  cell: (row: T) => string | number;
}

/** API timestamps (`2024-03-12 14:05:00`) as ISO 8601 (`2024-03-12T14:05:00`); else as sent. */
export const isoDate = (value: string): string => toDateTimeAttribute(value) ?? value;

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Header row, then one row per item: what `toCsv` takes. */
export const toTable = <T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): (string | number)[][] => [
  columns.map((column) => column.header),
  ...rows.map((row) => columns.map((column) => column.cell(row))),
];
