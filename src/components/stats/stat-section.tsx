import { Suspense, useId } from 'react';
import { formatCount } from '../../lib/format-date';
import { useT } from '../i18n/use-t';
import { LazyStatChart, LazyWorldMap } from './lazy-stat-chart';
import {
  hasCounts,
  shareOf,
  toEntries,
  UNIT_WORDS,
  type StatUnit,
  type StatEntry,
  type StatSectionKey,
} from './stats-model';

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
  const t = useT();
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <table className="mt-2 w-full text-start text-sm">
      <caption className="sr-only">{title}</caption>
      <thead>
        <tr className="border-b border-gray-200 dark:border-gray-700">
          <th scope="col" className="py-2 pe-4 font-semibold">
            {column}
          </th>
          <th scope="col" className="py-2 pe-4 text-end font-semibold">
            {unit}
          </th>
          <th scope="col" className="py-2 text-end font-semibold">
            {t({ defaultMessage: 'Share', description: 'Column: each row’s share of the total' })}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.label} className="border-b border-gray-100 dark:border-gray-800">
            <th scope="row" className="py-2 pe-4 font-normal break-all">
              {entry.label}
            </th>
            <td className="py-2 pe-4 text-end tabular-nums">{formatCount(entry.count)}</td>
            <td className="py-2 text-end tabular-nums">{shareOf(entry.count, total)}</td>
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
  section,
  title,
  column,
  unit,
  map,
  picture = 'bars',
}: {
  /** Which breakdown: its sentences name it in the language shown. */
  section: StatSectionKey;
  title: string;
  column: string;
  /** What is counted. */
  unit: StatUnit;
  map: Record<string, number>;
  picture?: 'bars' | 'map';
}) => {
  const t = useT();
  const id = useId();
  const entries = toEntries(map, section);
  const unitWord = t(UNIT_WORDS[unit]);
  const table = <StatTable entries={entries} title={title} column={column} unit={unitWord} />;
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
          {t(
            {
              defaultMessage:
                '{unit, select, clicks {No clicks recorded here yet.} scans {No scans recorded here yet.} visits {No visits recorded here yet.} other {Nothing recorded here yet.}}',
            },
            { unit },
          )}
        </p>
      ) : (
        <>
          <Suspense
            fallback={
              <p className="h-32 text-sm text-gray-600 dark:text-gray-400">
                {t(
                  {
                    defaultMessage:
                      '{picture, select, map {Loading the map…} other {Loading the chart…}}',
                  },
                  { picture },
                )}
              </p>
            }
          >
            {picture === 'map' ? (
              <LazyWorldMap
                counts={map}
                unit={unit}
                label={t(
                  {
                    defaultMessage:
                      '{section, select, topCountries {Map of top countries; the table has the same numbers.} other {Map; the table has the same numbers.}}',
                  },
                  { section },
                )}
              />
            ) : (
              <LazyStatChart
                entries={entries}
                unit={unitWord}
                label={t(
                  {
                    defaultMessage:
                      '{section, select, topCountries {Bar chart of top countries: pick a bar with the arrow keys; the table has the same numbers.} topReferrers {Bar chart of top referrers: pick a bar with the arrow keys; the table has the same numbers.} topBrowsers {Bar chart of browsers: pick a bar with the arrow keys; the table has the same numbers.} topOs {Bar chart of operating systems: pick a bar with the arrow keys; the table has the same numbers.} other {Bar chart of social networks: pick a bar with the arrow keys; the table has the same numbers.}}',
                  },
                  { section },
                )}
              />
            )}
          </Suspense>
          <details className="mt-3 print:hidden">
            <summary className="cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-300">
              {t(
                {
                  defaultMessage:
                    '{section, select, topCountries {Show top countries as a table} topReferrers {Show top referrers as a table} topBrowsers {Show browsers as a table} topOs {Show operating systems as a table} other {Show social networks as a table}}',
                },
                { section },
              )}
            </summary>
            {table}
          </details>
          <div className="hidden print:block">{table}</div>
        </>
      )}
    </section>
  );
};
