import { fileColumnOf, type ListField } from '../../components/ui/list-field';
import { toDateTimeAttribute } from '../../lib/format-date';

/** API timestamps (`2024-03-12 14:05:00`) as ISO 8601 (`2024-03-12T14:05:00`); else as sent. */
const isoDate = (value: string): string => toDateTimeAttribute(value) ?? value;

const fileCell = <T>({ value, kind }: ListField<T>, row: T): string | number => {
  const read = value(row);
  if (read === null || read === undefined) return '';
  if (typeof read === 'boolean') return read ? 'Yes' : 'No';
  return kind === 'date' ? isoDate(String(read)) : read;
};

/**
 * The file's table, each field a column: the header a spreadsheet user reads ("Item title" where
 * the list says "Title"), then one row per item. What `toCsv` takes.
 */
export const toTable = <T>(
  fields: readonly ListField<T>[],
  rows: readonly T[],
): (string | number)[][] => [
  fields.map(fileColumnOf),
  ...rows.map((row) => fields.map((field) => fileCell(field, row))),
];
