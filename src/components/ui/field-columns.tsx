import type { ReactNode } from 'react';
import { formatCount } from '../../lib/format-date';
import { t } from '../../lib/i18n';
import { DateTime } from './date-time';
import type { FieldKind, ListField } from './list-field';
import { SafeLink } from './safe-link';
import type { Column } from './table';
import { VisibleText } from './visible-text';

const muted = 'text-gray-600 dark:text-gray-400';
const clamp = { 1: 'line-clamp-1 max-w-xs', 2: 'line-clamp-2 max-w-xs' };

/** How a kind's cell is drawn from the field's value (as a string) and its declaration. */
export type KindCell = (value: string, field: ListField<never>) => ReactNode;

const url: KindCell = (value, { lines }) => (
  <SafeLink href={value} bare className={lines && clamp[lines]} />
);

// `copy-url` is drawn as a plain link here: the copy button is added by `copyableColumns`
// (copy-columns.tsx), so pages with nothing to copy do not load it.
const cells: Record<FieldKind, KindCell> = {
  text: (value) => <VisibleText text={value} />,
  name: (value) => <VisibleText as="span" className="font-medium break-words" text={value} />,
  code: (value) => <VisibleText as="code" className="font-mono text-sm break-all" text={value} />,
  note: (value) => (
    <VisibleText as="span" className="break-words whitespace-pre-line" text={value} />
  ),
  tag: (value) => (
    <VisibleText
      as="span"
      className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-gray-800 dark:bg-gray-800 dark:text-gray-200"
      text={value}
    />
  ),
  url,
  'copy-url': url,
  date: (value) => <DateTime value={value} />,
  count: (value) => formatCount(Number(value)),
  // Drawn while the table renders (it follows the language): `t` reads the current one.
  'yes-no': (value) =>
    value === 'true'
      ? t({ defaultMessage: 'Yes', description: 'A table cell: the answer to its column' })
      : t({ defaultMessage: 'No', description: 'A table cell: the answer to its column' }),
};

const columnClass: Partial<Record<FieldKind, string>> = {
  count: 'text-end tabular-nums',
  date: 'whitespace-nowrap',
};

/** A declared field as a table column: its header, its kind's cell, its place on a phone. */
const fieldColumn = <T,>(
  field: ListField<never>,
  drawn: Partial<Record<FieldKind, KindCell>>,
): Column<T> => {
  const kind = field.kind ?? 'text';
  const card = field.card ?? (kind === 'date' ? 'hidden' : 'line');
  return {
    header: field.header,
    className: columnClass[kind],
    ...(card !== 'line' && { card }),
    cell: (row) => {
      const value = (field as ListField<T>).value(row);
      if (value === null || value === undefined || value === '') {
        const { empty } = field;
        return (
          empty && <span className={muted}>{typeof empty === 'string' ? empty : t(empty)}</span>
        );
      }
      return (drawn[kind] ?? cells[kind])(String(value), field);
    },
  };
};

type Fields = Record<string, ListField<never>>;
/** The row type the fields read. */
type RowOf<F extends Fields> = Parameters<F[keyof F]['value']>[0];

/** A column of the page's own that takes its header (and kind's alignment) from a field. */
export type OwnCell<T, F> = Partial<Column<T>> & { field: keyof F; cell: Column<T>['cell'] };

/**
 * The `tableColumns` of a page that draws some kinds its own way (`copyableColumns`).
 */
export const columnsDrawing =
  (drawn: Partial<Record<FieldKind, KindCell>>) =>
  <F extends Fields>(
    fields: F,
    entries: readonly (keyof F | Column<RowOf<F>> | OwnCell<RowOf<F>, F>)[] = Object.keys(fields),
  ): Column<RowOf<F>>[] =>
    entries.map((entry) => {
      if (typeof entry !== 'object') return fieldColumn<RowOf<F>>(fields[entry], drawn);
      if (!('field' in entry)) return entry;
      const { field, ...own } = entry;
      return { ...fieldColumn<RowOf<F>>(fields[field], drawn), ...own };
    });

/**
 * A list's columns in the order given (every field, unless told): a field's name becomes its
 * declared column; a column of the page's own (selection, actions, a cell that needs the page's
 * state) stays as it is, or takes its header from the field it names.
 */
export const tableColumns = columnsDrawing({});
