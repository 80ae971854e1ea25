import type { VisitChange } from '../../lib/visit-counts';
import { formatCount, formatSince } from '../../lib/format-date';

/** "+12 since 21 Nov": how a count moved since the last visit on this device. */
export const describeChange = ({ change, since }: VisitChange): string =>
  `${change > 0 ? '+' : change < 0 ? '−' : '±'}${formatCount(Math.abs(change))} since ${formatSince(since)}`;

export const VisitChangeText = ({ value }: { value: VisitChange | null }) =>
  value ? (
    <span
      className={`text-sm font-medium whitespace-nowrap ${
        value.change > 0 ? 'text-green-800 dark:text-green-300' : 'text-gray-600 dark:text-gray-400'
      }`}
      title="Change since your last visit on this device"
    >
      {describeChange(value)}
    </span>
  ) : null;
