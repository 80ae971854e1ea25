import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatEntry } from './stats-model';

/** Loaded through lazy-stat-chart.ts only: recharts stays out of every page's first paint. */
const shorten = (label: string) => (label.length > 22 ? `${label.slice(0, 21)}…` : label);

export const StatChart = ({
  entries,
  title,
  unit,
}: {
  entries: StatEntry[];
  title: string;
  unit: string;
}) => (
  <div
    role="img"
    aria-label={`Bar chart of ${title.toLowerCase()}; the table has the same numbers.`}
    className="w-full text-gray-700 dark:text-gray-300 print:text-black"
    style={{ height: Math.max(120, entries.length * 36 + 40) }}
  >
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={entries}
        layout="vertical"
        margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} strokeOpacity={0.3} />
        <XAxis type="number" allowDecimals={false} tick={{ fill: 'currentColor', fontSize: 12 }} />
        <YAxis
          type="category"
          dataKey="label"
          width={140}
          tickFormatter={shorten}
          tick={{ fill: 'currentColor', fontSize: 12 }}
        />
        <Tooltip cursor={{ fillOpacity: 0.1 }} />
        <Bar
          dataKey="count"
          name={unit}
          fill="#3b6ef5"
          radius={[0, 4, 4, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  </div>
);
