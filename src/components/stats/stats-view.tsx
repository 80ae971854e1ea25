import type { ReactNode } from 'react';
import type { Stats } from '../../api/stats';
import { formatCount } from '../../lib/format-date';
import type { Message } from '../../lib/i18n';
import { useT } from '../i18n/use-t';
import type { VisitChange } from '../../lib/visit-counts';
import { StatSection } from './stat-section';
import { VisitChangeText } from './visit-change';
import { hasCounts, STAT_SECTIONS, type StatSectionKey, type StatUnit } from './stats-model';

export interface FigureProps {
  label: string;
  value: number;
  hint: ReactNode;
  /** The change since the last visit on this device, when known ("+12 since 21 Nov"). */
  change?: VisitChange | null;
}

const Figure = ({ label, value, hint, change }: FigureProps) => (
  <div className="rounded-lg border border-gray-200 bg-white p-4 break-inside-avoid dark:border-gray-800 dark:bg-gray-900">
    <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">{label}</dt>
    <dd className="mt-1 text-3xl font-semibold tabular-nums">{formatCount(value)}</dd>
    {change && (
      <dd className="mt-1">
        <VisitChangeText value={change} />
      </dd>
    )}
    <dd className="mt-1 text-xs text-gray-600 dark:text-gray-400">{hint}</dd>
  </div>
);

/**
 * The headline numbers of a statistics page: plain text, drawn without the chart library, and
 * what they are: the API reports totals since creation, never a timeline.
 */
export const StatsFigures = ({
  figures,
  label,
  note,
}: {
  figures: FigureProps[];
  label: string;
  /** More about what the numbers count (how scans and clicks relate). */
  note?: ReactNode;
}) => {
  const t = useT();
  return (
    <div className="space-y-2">
      <dl aria-label={label} className="grid gap-4 sm:grid-cols-3 print:grid-cols-3">
        {figures.map((figure) => (
          <Figure key={figure.label} {...figure} />
        ))}
      </dl>
      <p className="max-w-prose text-sm text-gray-700 dark:text-gray-300">
        {note && <>{note} </>}
        {t({
          defaultMessage:
            'Totals from the day each item was created: the service reports no timeline, so there is nothing per day or per week to chart.',
        })}
      </p>
    </div>
  );
};

const hasVisits = (stats: Stats) =>
  stats.clicks > 0 || STAT_SECTIONS.some(({ key }) => hasCounts(stats[key]));

/**
 * Every breakdown of a statistics block, the same for a link, a QR code and the overview. With
 * no visit at all it explains why there is nothing to draw instead of showing empty charts.
 */
export const StatsBreakdowns = ({
  stats,
  unit,
  sections = STAT_SECTIONS.map(({ key }) => key),
  noVisits,
}: {
  stats: Stats;
  /** What is counted. */
  unit: StatUnit;
  sections?: readonly StatSectionKey[];
  /** Said instead of the breakdowns when nothing was counted yet: "No clicks yet." and why. */
  noVisits: { title: Message; body: Message };
}) => {
  const t = useT();
  return hasVisits(stats) ? (
    <div className="grid gap-4 xl:grid-cols-2 print:grid-cols-1">
      {STAT_SECTIONS.filter(({ key }) => sections.includes(key)).map((section) => (
        <StatSection
          key={section.key}
          section={section.key}
          title={t(section.title)}
          column={t(section.column)}
          unit={unit}
          map={stats[section.key]}
          picture={'picture' in section ? section.picture : 'bars'}
        />
      ))}
    </div>
  ) : (
    <div
      role="note"
      className="rounded-lg border border-dashed border-gray-300 bg-white p-5 text-sm text-gray-700 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-300"
    >
      <p>
        <span className="font-medium">{t(noVisits.title)}</span> {t(noVisits.body)}
      </p>
    </div>
  );
};
