import type { PageParams } from '../api/envelope';
import type { ApiClient } from '../api/http';
import type { ListField } from '../components/ui/list-field';
import { toDateTimeAttribute } from '../lib/format-date';

/** One column of an exported file: a header a spreadsheet user reads, and its cell. */
export interface ExportColumn<T> {
  header: string;
  cell: (row: T) => string | number;
}

/** API timestamps (`2024-03-12 14:05:00`) as ISO 8601 (`2024-03-12T14:05:00`); else as sent. */
export const isoDate = (value: string): string => toDateTimeAttribute(value) ?? value;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const fileCell =
  <T>({ value, kind }: ListField<T>) =>
  (row: T) => {
    const read = value(row);
    if (read === null || read === undefined) return '';
    if (typeof read === 'boolean') return yesNo(read);
    return kind === 'date' ? isoDate(String(read)) : read;
  };

/** A resource's fields as the columns of its export, in the order given. */
export const exportColumns = <T>(fields: readonly ListField<T>[]): readonly ExportColumn<T>[] =>
  fields.map((field) => ({ header: field.exportHeader ?? field.header, cell: fileCell(field) }));

/**
 * A list's export: what it is called, every field as a column, and the list's pages as the list
 * page reads them, at any page size (decision 0013).
 */
export const listExport = <T, Q>(
  names: { noun: string; file: string; step: string },
  fields: Record<string, ListField<T>>,
  list: (client: ApiClient, params: PageParams) => Q,
) => ({
  ...names,
  columns: exportColumns(Object.values(fields)),
  rows: (client: ApiClient) => (page: number, limit: number) => list(client, { page, limit }),
});

/** The fields of a part of a row (the channel of a channel-and-item row); an absent part is empty. */
export const fieldsWithin = <Outer, Inner, F extends Record<string, ListField<Inner>>>(
  fields: F,
  part: (row: Outer) => Inner | null,
) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      {
        ...field,
        value: (row: Outer) => {
          const inner = part(row);
          return inner === null ? null : field.value(inner);
        },
      },
    ]),
  ) as { [K in keyof F]: ListField<Outer> };

/** Header row, then one row per item: what `toCsv` takes. */
export const toTable = <T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): (string | number)[][] => [
  columns.map((column) => column.header),
  ...rows.map((row) => columns.map((column) => column.cell(row))),
];
