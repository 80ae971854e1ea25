import type { PageParams } from '../api/envelope';
import type { ApiClient } from '../api/http';
import type { ListField } from '../components/ui/list-field';

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
  /** In the file's order; the export turns them into its columns when it runs. */
  fields: Object.values(fields),
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
