/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- DataTable's explicit table roles survive its phone layout (see there). */
import { useRef, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { defineMessage, type Message } from '../../lib/i18n';
import type { ButtonProps } from './button';
import { ChangeButton } from './change-action';
import { useDensity, type Density } from './density';
import { FoldedActions, useFoldedActions } from './folded-actions';
import { ActionFace, RowMenu } from './row-menu';
import { WORDS } from './words';

/**
 * Where a cell goes in a phone's card (below 640 px). Unset: a line of the card, its column's
 * name before it — except the first such column, which is the card's title. `side`: at the
 * card's start (a checkbox, a thumbnail, a star); `end`: at its top end (the actions menu);
 * `hidden`: only in the table (a date). A badge belongs in its row's title cell; a new column
 * is one more line of the card, or `hidden` there.
 */
export type CardPlace = 'side' | 'end' | 'hidden';

export interface Column<T> {
  /**
   * Column header text (also used by screen readers for every cell): a declared message (a
   * field's header) is shown in the current language.
   */
  header: ReactNode | Message;
  cell: (row: T) => ReactNode;
  /** Shown in the header only to screen readers (e.g. for an actions column). */
  isHeaderHidden?: boolean;
  className?: string;
  card?: CardPlace;
}

export interface DataTableProps<T> {
  /** Names the table for screen readers, e.g. "Branded domains" (already translated). */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string | number;
  /**
   * A pointer convenience: a click anywhere on the row does what the row's own button does
   * (the button is how the keyboard and screen readers reach it).
   */
  onRowClick?: (row: T) => void;
  /** A last row in the table's footer, drawn with the same columns (a total). */
  footer?: T;
}

const cellPadding: Record<Density, string> = {
  compact: 'sm:px-3 sm:py-1',
  comfortable: 'sm:px-4 sm:py-3',
};
const cardPadding: Record<Density, string> = { compact: 'px-3 py-2.5', comfortable: 'p-4' };

// The card is a grid: up to two side columns, the lines, the end; empty tracks take no room.
const sideColumns = ['col-start-1', 'col-start-2'];
const cardCell = {
  side: 'block row-span-6 row-start-1 me-3',
  end: 'block col-start-4 row-span-2 row-start-1 ms-2',
  hidden: 'hidden',
  title: 'block col-start-3 row-start-1',
  line: 'col-start-3 mt-0.5 flex items-center gap-x-2 before:shrink-0 before:text-xs before:font-semibold before:text-gray-600 before:content-[attr(data-label)_/_""] sm:before:hidden dark:before:text-gray-400 [&>*]:min-w-0',
};

const placesOf = <T,>(columns: Column<T>[]) => {
  let sides = 0;
  let hasTitle = false;
  return columns.map((column) => {
    if (column.card === 'side') return `${cardCell.side} ${sideColumns[sides++] ?? ''}`;
    if (column.card) return cardCell[column.card];
    if (hasTitle) return cardCell.line;
    hasTitle = true;
    return cardCell.title;
  });
};

/** A header declared as a message (an object with its English), not a node to show. */
const isMessage = (header: ReactNode | Message): header is Message =>
  typeof header === 'object' && header !== null && 'defaultMessage' in header;

/**
 * A plain, semantic table. From 640 px it is a table whose rows' actions fold behind a menu
 * button when they do not fit (`FoldedActions`), and that scrolls sideways inside a focusable
 * region when it is still too wide; below, each row is a compact card (its title, a line per cell
 * under its column's name, its actions at the end), so a phone never scrolls sideways. Rows are
 * as tall as this device's density says. The explicit roles keep the table semantics that
 * browsers drop once table elements are restyled as blocks.
 */
export const DataTable = <T,>({
  caption,
  columns,
  rows,
  rowKey,
  onRowClick,
  footer,
}: DataTableProps<T>) => {
  const t = useT();
  const density = useDensity();
  const places = placesOf(columns);
  const headers = columns.map(({ header }) => (isMessage(header) ? t(header) : header));
  const region = useRef<HTMLDivElement>(null);
  const isFolded = useFoldedActions(region);
  const cellsOf = (row: T) =>
    columns.map((column, index) => (
      <td
        key={index}
        role="cell"
        // The card's visible column name, drawn by CSS with empty alternative text:
        // screen readers hear the column header, and the cell's text stays its own.
        data-label={
          !column.isHeaderHidden && typeof headers[index] === 'string' ? headers[index] : undefined
        }
        className={`wrap-anywhere sm:m-0 sm:table-cell sm:wrap-normal ${places[index]} ${cellPadding[density]} ${column.className ?? ''}`}
      >
        {column.cell(row)}
      </td>
    ));
  return (
    <div
      ref={region}
      className="relative rounded-lg border border-gray-200 bg-white sm:overflow-x-auto dark:border-gray-800 dark:bg-gray-900"
      role="region"
      aria-label={caption}
      data-density={density}
      // Focusable so keyboard users can scroll a wide table (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table
        role="table"
        className="block w-full text-start text-sm sm:table sm:min-w-full sm:divide-y sm:divide-gray-200 sm:dark:divide-gray-800"
      >
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="sr-only bg-gray-50 sm:not-sr-only dark:bg-gray-800/60">
          <tr role="row">
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                role="columnheader"
                className={`font-semibold text-gray-700 dark:text-gray-200 ${cellPadding[density]} ${column.className ?? ''}`}
              >
                {column.isHeaderHidden ? (
                  <span className="sr-only">{headers[index]}</span>
                ) : (
                  headers[index]
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="block divide-y divide-gray-200 sm:table-row-group dark:divide-gray-800"
        >
          <FoldedActions value={isFolded}>
            {rows.map((row, rowIndex) => (
              // The row's own button is the keyboard's way; the click on the row is the mouse's.
              <tr
                key={rowKey(row, rowIndex)}
                role="row"
                className={`grid grid-cols-[auto_auto_minmax(0,1fr)_auto] items-start sm:table-row sm:p-0 ${cardPadding[density]} ${onRowClick ? 'cursor-pointer hover:bg-gray-50 dark:hover:bg-gray-800/60' : ''}`}
                onClick={
                  onRowClick &&
                  ((event) => {
                    if (!(event.target as Element).closest('a, button, input, select, textarea'))
                      onRowClick(row);
                  })
                }
              >
                {cellsOf(row)}
              </tr>
            ))}
          </FoldedActions>
        </tbody>
        {footer !== undefined && (
          <tfoot
            role="rowgroup"
            className="block border-t-2 border-gray-200 font-semibold sm:table-footer-group dark:border-gray-700"
          >
            <tr
              role="row"
              className={`grid grid-cols-[auto_auto_minmax(0,1fr)_auto] items-start sm:table-row sm:p-0 ${cardPadding[density]}`}
            >
              {cellsOf(footer)}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
};

/** The last column of a list: the row's buttons, with a header only screen readers hear. */
export const actionsColumn = <T,>(cell: (row: T) => ReactNode): Column<T> => ({
  header: defineMessage({
    defaultMessage: 'Actions',
    description: "Column header of a row's buttons",
  }),
  isHeaderHidden: true,
  className: 'text-end',
  card: 'end',
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

const EDIT = defineMessage({ defaultMessage: 'Edit', description: "A row's button" });
const PENCIL = 'M13.6 2.6a2 2 0 0 1 2.8 2.8L7.2 14.6l-4 1.2 1.2-4zM3 17.5h14V19H3z';
const TRASH =
  'M7 1.5h6v2h4.5V5h-15V3.5H7zM4 6.5h12l-.9 11a1.5 1.5 0 0 1-1.5 1.5H6.4a1.5 1.5 0 0 1-1.5-1.5z';

/**
 * A row's actions, each named after the row so a screen reader can tell them apart: on one line
 * in a table, behind one menu button ("Actions for …") in a phone's card.
 */
export const RowActions = ({
  name,
  onDelete,
  onEdit,
  editLabel,
  editProps,
  children,
}: RowActionsProps) => {
  const t = useT();
  const actions = (
    <>
      {children}
      {onEdit && (
        <ChangeButton
          size="sm"
          onClick={onEdit}
          aria-label={
            editLabel ??
            t(
              { defaultMessage: 'Edit {name}', description: 'name: how the row is named' },
              { name },
            )
          }
          title={t(EDIT)}
          {...editProps}
        >
          <ActionFace icon={PENCIL} word={t(EDIT)} />
        </ChangeButton>
      )}
      <ChangeButton
        size="sm"
        variant="ghost"
        className="text-red-700 dark:text-red-300"
        onClick={onDelete}
        aria-label={t(
          { defaultMessage: 'Delete {name}', description: 'name: how the row is named' },
          { name },
        )}
        title={t(WORDS.delete)}
      >
        <ActionFace icon={TRASH} word={t(WORDS.delete)} />
      </ChangeButton>
    </>
  );
  return (
    <RowMenu
      label={t(
        { defaultMessage: 'Actions for {name}', description: 'name: how the row is named' },
        { name },
      )}
    >
      {actions}
    </RowMenu>
  );
};
