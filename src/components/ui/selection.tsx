import { useRef, useState, type MouseEvent } from 'react';
import { t } from '../../lib/i18n';
import { useT } from '../i18n/use-t';
import { preloadBulkBar } from './bulk-bar';
import { preloadOn } from './dialog';
import type { Column } from './table';

/**
 * Selecting rows of a list page: a checkbox per row, one for the whole page, and Shift+click
 * for a range (from the last row clicked). One implementation for every list.
 */
export interface Selection<K> {
  selected: ReadonlySet<K>;
  count: number;
  isSelected(key: K): boolean;
  /** A click on a row's checkbox; with Shift, every row from the last one clicked follows it. */
  click(key: K, event: Pick<MouseEvent, 'shiftKey'>): void;
  toggleAll(): void;
  allSelected: boolean;
  clear(): void;
}

export const useSelection = <T, K>(rows: readonly T[], keyOf: (row: T) => K): Selection<K> => {
  const [selected, setSelected] = useState<ReadonlySet<K>>(() => new Set());
  const last = useRef<K | null>(null);
  const keys = rows.map(keyOf);
  // Only rows on the page count: a row deleted or paged away is no longer selected.
  const current = new Set(keys.filter((key) => selected.has(key)));
  const allSelected = keys.length > 0 && current.size === keys.length;
  return {
    selected: current,
    count: current.size,
    isSelected: (key) => current.has(key),
    click(key, event) {
      const on = !current.has(key);
      const next = new Set(current);
      const from = last.current === null ? -1 : keys.indexOf(last.current);
      const to = keys.indexOf(key);
      const range =
        event.shiftKey && from !== -1 && to !== -1
          ? keys.slice(Math.min(from, to), Math.max(from, to) + 1)
          : [key];
      for (const k of range) {
        if (on) next.add(k);
        else next.delete(k);
      }
      last.current = key;
      setSelected(next);
    },
    toggleAll: () => setSelected(allSelected ? new Set() : new Set(keys)),
    allSelected,
    clear: () => setSelected(new Set()),
  };
};

const SelectAllText = () => {
  const t = useT();
  return <span className="sr-only">{t({ defaultMessage: 'Select all on this page' })}</span>;
};

const boxClass = 'size-5 rounded border-gray-400 accent-brand-600 dark:accent-brand-400';

/** The first column: "Select all on this page" in its header, a labelled checkbox per row. */
// The bulk bar's code, when a checkbox is about to be used: the bar then shows with the click.
const whenAboutToSelect = preloadOn({ preload: preloadBulkBar });

export const selectionColumn = <T, K>(
  selection: Selection<K>,
  keyOf: (row: T) => K,
  labelOf: (row: T) => string,
  /** What a job did to the row ("Deleted", an error), shown next to its checkbox. */
  statusOf?: (row: T) => string | undefined,
): Column<T> => ({
  header: (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        className={boxClass}
        checked={selection.allSelected}
        onChange={selection.toggleAll}
        {...whenAboutToSelect}
      />
      <SelectAllText />
    </label>
  ),
  className: 'sm:w-10',
  card: 'side',
  cell: (row) => {
    const key = keyOf(row);
    const status = statusOf?.(row);
    return (
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          className={boxClass}
          // Drawn while the table renders (it follows the language).
          aria-label={t(
            { defaultMessage: 'Select {name}', description: 'name: how the row is named' },
            { name: labelOf(row) },
          )}
          checked={selection.isSelected(key)}
          {...whenAboutToSelect}
          // onClick carries shiftKey; onChange keeps React's controlled input quiet.
          onClick={(event) => selection.click(key, event)}
          onChange={() => undefined}
        />
        {status && <span className="text-xs text-gray-700 dark:text-gray-300">{status}</span>}
      </div>
    );
  },
});
