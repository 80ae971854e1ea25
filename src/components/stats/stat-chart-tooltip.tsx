import { Tooltip } from 'recharts';
import { formatCount } from '../../lib/format-date';

/**
 * The bars' hover tooltip ("Scans: 14") and its cursor: recharts' Tooltip is a tenth of the
 * chart's weight, so it is its own chunk, loaded when the pointer first reaches a chart
 * (stat-chart.tsx). Keyboard users read the same words in the line under the chart.
 */
export const StatChartTooltip = () => (
  <Tooltip
    cursor={{ fillOpacity: 0.1 }}
    separator=": "
    formatter={(value) => formatCount(Number(value))}
  />
);
