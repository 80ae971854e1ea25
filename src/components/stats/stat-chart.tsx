import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Text,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
} from 'recharts';
import { formatCount } from '../../lib/format-date';
import { t } from '../../lib/i18n';
import { useT } from '../i18n/use-t';
import type { StatEntry } from './stats-model';

/** Loaded through lazy-stat-chart.ts only: recharts stays out of every page's first paint. */
const LABEL_WIDTH = 140;
const FONT_SIZE = 12;

const StatChartTooltip = lazy(async () => ({
  default: (await import('./stat-chart-tooltip')).StatChartTooltip,
}));

/** "Scans: 14", the words of the tooltip and of the line under the chart. */
const describeEntry = (entry: StatEntry, unit: string) =>
  t(
    {
      defaultMessage: '{label} · {unit}: {count}',
      description: 'A bar of a chart: label: what it counts (a referrer…); unit: Clicks, Scans…',
    },
    { label: entry.label, unit, count: formatCount(entry.count) },
  );

/**
 * A category name cut at its END to fit the axis (the measured text, "news.northwind-cof…"), its
 * full name in a native tooltip on hover, outlined while it is the one read aloud.
 */
const CategoryTick = ({
  x = 0,
  y = 0,
  label,
  isActive,
  onPoint,
}: {
  x: number;
  y: number;
  label: string;
  isActive: boolean;
  onPoint: () => void;
}) => {
  return (
    <g transform={`translate(${x},${y})`} onMouseEnter={onPoint} data-full-label={label}>
      <title>{label}</title>
      {isActive && (
        <rect
          x={-LABEL_WIDTH + 2}
          y={-FONT_SIZE}
          width={LABEL_WIDTH - 4}
          height={FONT_SIZE * 2}
          rx={3}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        />
      )}
      <Text
        x={-8}
        y={0}
        width={LABEL_WIDTH - 12}
        maxLines={1}
        textAnchor="end"
        verticalAnchor="middle"
        fill="currentColor"
        fontSize={FONT_SIZE}
      >
        {label}
      </Text>
    </g>
  );
};

const forward = (current: number | null, last: number) => Math.min(last, (current ?? -1) + 1);
const back = (current: number | null) => Math.max(0, (current ?? 1) - 1);
/** The bar each key moves to, from the bar read now (none yet: the first or the last). */
const KEY_MOVES: Record<string, (current: number | null, last: number) => number> = {
  ArrowDown: forward,
  ArrowRight: forward,
  ArrowUp: back,
  ArrowLeft: back,
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * A bar chart of one breakdown with each bar's value printed at its end. One tab stop: the arrow
 * keys (or the pointer) pick a bar, and the line under the chart names it in full with its value.
 */
export const StatChart = ({
  entries,
  label,
  unit,
}: {
  entries: StatEntry[];
  /** What the chart is, read aloud: "Bar chart of top referrers: …". */
  label: string;
  unit: string;
}) => {
  useT();
  const [active, setActive] = useState<number | null>(null);
  // The tooltip's chunk loads once a pointer reaches the chart (touch included).
  const [isPointed, setIsPointed] = useState(false);
  const shown = active === null ? null : entries[active];
  const move = (event: KeyboardEvent) => {
    const next = KEY_MOVES[event.key];
    if (!next) return;
    event.preventDefault();
    setActive((current) => next(current, entries.length - 1));
  };
  return (
    <div className="space-y-1">
      <div
        // A slider over the bars: one tab stop whose value is the bar it names (children are
        // presentational, so the drawing itself is not read twice).
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={entries.length}
        aria-valuenow={(active ?? 0) + 1}
        aria-valuetext={describeEntry(shown ?? entries[0], unit)}
        onKeyDown={move}
        onFocus={() => setActive((current) => current ?? 0)}
        onBlur={() => setActive(null)}
        onMouseLeave={() => setActive(null)}
        onPointerEnter={() => setIsPointed(true)}
        className="w-full rounded text-gray-700 dark:text-gray-300 print:text-black"
        style={{ height: Math.max(120, entries.length * 36 + 40) }}
        // Drawn left to right in every language: recharts places its labels for that direction
        // (in a right-to-left page they would sit on the bars); the card around it reads rtl.
        dir="ltr"
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={entries}
            layout="vertical"
            margin={{ top: 4, right: 48, bottom: 4, left: 8 }}
            accessibilityLayer={false}
            onMouseMove={(state) =>
              state.activeTooltipIndex != null && setActive(Number(state.activeTooltipIndex))
            }
          >
            <CartesianGrid horizontal={false} strokeOpacity={0.3} />
            <XAxis
              type="number"
              allowDecimals={false}
              tick={{ fill: 'currentColor', fontSize: FONT_SIZE }}
            />
            <YAxis
              type="category"
              dataKey="label"
              width={LABEL_WIDTH}
              interval={0}
              tick={(props: YAxisTickContentProps) => (
                <CategoryTick
                  x={Number(props.x)}
                  y={Number(props.y)}
                  label={String(props.payload.value)}
                  isActive={active === props.index}
                  onPoint={() => setActive(props.index ?? null)}
                />
              )}
            />
            {isPointed && (
              <Suspense fallback={null}>
                <StatChartTooltip />
              </Suspense>
            )}
            <Bar
              dataKey="count"
              name={unit}
              fill="#3b6ef5"
              radius={[0, 4, 4, 0]}
              isAnimationActive={false}
            >
              <LabelList
                dataKey="count"
                position="right"
                formatter={(value: unknown) => formatCount(Number(value))}
                fill="currentColor"
                fontSize={FONT_SIZE}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <p
        aria-hidden="true"
        className="min-h-5 text-sm break-all text-gray-700 dark:text-gray-300 print:hidden"
      >
        {shown ? describeEntry(shown, unit) : ''}
      </p>
    </div>
  );
};
