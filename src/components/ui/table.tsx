/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- DataTable's explicit table roles survive its phone layout (see there). */
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

export interface Column<T> {
  /** Column header text (also used by screen readers for every cell). */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Shown in the header only to screen readers (e.g. for an actions column). */
  isHeaderHidden?: boolean;
  className?: string;
}

export interface DataTableProps<T> {
  /** Names the table for screen readers, e.g. "Branded domains". */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string | number;
}

/**
 * A plain, semantic table. From 640 px it is a table that scrolls sideways inside a focusable
 * region when it is too wide; below, each row is a card with every cell under its column's name,
 * so a phone never scrolls sideways. The explicit roles keep the table semantics that browsers
 * drop once table elements are restyled as blocks.
 */
export const DataTable = <T,>({ caption, columns, rows, rowKey }: DataTableProps<T>) => (
  <div
    className="relative rounded-lg border border-gray-200 bg-white sm:overflow-x-auto dark:border-gray-800 dark:bg-gray-900"
    role="region"
    aria-label={caption}
    // Focusable so keyboard users can scroll a wide table (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    tabIndex={0}
  >
    <table
      role="table"
      className="block w-full text-left text-sm sm:table sm:min-w-full sm:divide-y sm:divide-gray-200 sm:dark:divide-gray-800"
    >
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className="sr-only bg-gray-50 sm:not-sr-only dark:bg-gray-800/60">
        <tr role="row">
          {columns.map((column, index) => (
            <th
              key={index}
              scope="col"
              role="columnheader"
              className={`px-4 py-3 font-semibold text-gray-700 dark:text-gray-200 ${column.className ?? ''}`}
            >
              {column.isHeaderHidden ? (
                <span className="sr-only">{column.header}</span>
              ) : (
                column.header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody
        role="rowgroup"
        className="block divide-y divide-gray-200 sm:table-row-group dark:divide-gray-800"
      >
        {rows.map((row, rowIndex) => (
          <tr
            key={rowKey(row, rowIndex)}
            role="row"
            className="block space-y-2 p-4 align-top sm:table-row sm:space-y-0 sm:p-0"
          >
            {columns.map((column, index) => (
              <td
                key={index}
                role="cell"
                // The card's visible column name, drawn by CSS with empty alternative text:
                // screen readers hear the column header, and the cell's text stays its own.
                data-label={
                  !column.isHeaderHidden && typeof column.header === 'string'
                    ? column.header
                    : undefined
                }
                className={`block wrap-anywhere before:block before:text-xs before:font-semibold before:text-gray-600 before:content-[attr(data-label)_/_""] sm:table-cell sm:px-4 sm:py-3 sm:wrap-normal sm:before:hidden dark:before:text-gray-400 ${column.className ?? ''}`}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

/** The last column of a list: the row's buttons, with a header only screen readers hear. */
export const actionsColumn = <T,>(cell: (row: T) => ReactNode): Column<T> => ({
  header: 'Actions',
  isHeaderHidden: true,
  className: 'text-right',
  cell,
});

export interface RowActionsProps {
  /** How the row is named in the buttons' labels: "Delete go.example.com". */
  name: string;
  onDelete: () => void;
  onEdit?: () => void;
  /** The Edit button's accessible name when "Edit {name}" is not precise enough. */
  editLabel?: string;
  /** Props for the Edit button, such as preload handlers (`preloadOn(Form)`). */
  editProps?: Partial<ButtonProps>;
  /** Buttons before Edit and Delete (copy, statistics, a link to an edit page). */
  children?: ReactNode;
}

/** A row's Edit and Delete buttons, each named after the row so a screen reader can tell them apart. */
export const RowActions = ({
  name,
  onDelete,
  onEdit,
  editLabel = `Edit ${name}`,
  editProps,
  children,
}: RowActionsProps) => (
  <div className="flex flex-wrap justify-end gap-2">
    {children}
    {onEdit && (
      <Button size="sm" onClick={onEdit} aria-label={editLabel} {...editProps}>
        Edit
      </Button>
    )}
    <Button
      size="sm"
      variant="ghost"
      className="text-red-700 dark:text-red-300"
      onClick={onDelete}
      aria-label={`Delete ${name}`}
    >
      Delete
    </Button>
  </div>
);
