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
 * A plain, semantic table. On narrow screens it scrolls sideways inside a focusable region,
 * so keyboard users can scroll it too.
 */
export const DataTable = <T,>({ caption, columns, rows, rowKey }: DataTableProps<T>) => (
  <div
    className="overflow-x-auto rounded-lg border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900"
    role="region"
    aria-label={caption}
    // Focusable so keyboard users can scroll a wide table (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    tabIndex={0}
  >
    <table className="min-w-full divide-y divide-gray-200 text-left text-sm dark:divide-gray-800">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-gray-50 dark:bg-gray-800/60">
        <tr>
          {columns.map((column, index) => (
            <th
              key={index}
              scope="col"
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
      <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
        {rows.map((row, rowIndex) => (
          <tr key={rowKey(row, rowIndex)} className="align-top">
            {columns.map((column, index) => (
              <td key={index} className={`px-4 py-3 ${column.className ?? ''}`}>
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
