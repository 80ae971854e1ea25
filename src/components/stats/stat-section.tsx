import { Suspense, useId } from 'react';
import { formatCount } from '../../lib/format-date';
import { LazyStatChart, LazyWorldMap } from './lazy-stat-chart';
import { hasCounts, shareOf, toEntries, type StatEntry } from './stats-model';

const StatTable = ({
  entries,
  title,
  column,
  unit,
}: {
  entries: StatEntry[];
  title: string;
  column: string;
  unit: string;
}) => {
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <table className="mt-2 w-full text-left text-sm">
      <caption className="sr-only">{title}</caption>
      <thead>
        <tr className="border-b border-gray-200 dark:border-gray-700">
          <th scope="col" className="py-2 pr-4 font-semibold">
            {column}
          </th>
          <th scope="col" className="py-2 pr-4 text-right font-semibold">
            {unit}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.label} className="border-b border-gray-100 dark:border-gray-800">
            <th scope="row" className="py-2 pr-4 font-normal break-all">
              {entry.label}
            </th>
            <td className="py-2 pr-4 text-right tabular-nums">{formatCount(entry.count)}</td>
            <td className="py-2 text-right tabular-nums">{shareOf(entry.count, total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/**
 * One breakdown (countries, referrers, …): its chart (a world map for countries), drawn once its
 * chunk is there, and the same numbers as a table. On paper the table is printed open, under it.
 */
export const StatSection = ({
  title,
  column,
  unit,
  map,
  picture = 'bars',
}: {
  title: string;
  column: string;
  /** What is counted, as a column heading: "Scans", "Clicks". */
  unit: string;
  map: Record<string, number>;
  picture?: 'bars' | 'map';
}) => {
  const id = useId();
  const entries = toEntries(map);
  const table = <StatTable entries={entries} title={title} column={column} unit={unit} />;
  return (
    <section
      aria-labelledby={id}
      className={`rounded-lg border border-gray-200 bg-white p-4 break-inside-avoid sm:p-5 dark:border-gray-800 dark:bg-gray-900 ${picture === 'map' ? 'xl:col-span-2' : ''}`}
    >
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {!hasCounts(map) ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          No {unit.toLowerCase()} recorded here yet.
        </p>
      ) : (
        <>
          <Suspense
            fallback={
              <p className="h-32 text-sm text-gray-600 dark:text-gray-400">
                Loading the {picture === 'map' ? 'map' : 'chart'}…
              </p>
            }
          >
            {picture === 'map' ? (
              <LazyWorldMap counts={map} title={title} unit={unit} />
            ) : (
              <LazyStatChart entries={entries} title={title} unit={unit} />
            )}
          </Suspense>
          <details className="mt-3 print:hidden">
            <summary className="cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-300">
              Show {title.toLowerCase()} as a table
            </summary>
            {table}
          </details>
          <div className="hidden print:block">{table}</div>
        </>
      )}
    </section>
  );
};
