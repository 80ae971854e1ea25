import type { VisitChange } from '../../lib/visit-counts';
import { formatCount, formatSince } from '../../lib/format-date';
import { t } from '../../lib/i18n';
import { useT } from '../i18n/use-t';

/** "+12 since 21 Nov": how a count moved since the last visit on this device. */
export const describeChange = ({ change, since }: VisitChange): string =>
  t(
    {
      defaultMessage: '{change} since {date}',
      description: 'change: a signed number, "+12"; date: the last visit, "21 Nov"',
    },
    {
      change: `${change > 0 ? '+' : change < 0 ? '−' : '±'}${formatCount(Math.abs(change))}`,
      date: formatSince(since),
    },
  );

export const VisitChangeText = ({ value }: { value: VisitChange | null }) => {
  useT();
  return value ? (
    <span
      className={`text-sm font-medium whitespace-nowrap ${
        value.change > 0 ? 'text-green-800 dark:text-green-300' : 'text-gray-600 dark:text-gray-400'
      }`}
      title={t({ defaultMessage: 'Change since your last visit on this device' })}
    >
      {describeChange(value)}
    </span>
  ) : null;
};
