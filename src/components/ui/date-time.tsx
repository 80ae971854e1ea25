import { formatDate, toDateTimeAttribute } from '../../lib/format-date';

/** A date from the API, readable, in a machine-readable <time>. */
export const DateTime = ({ value, className }: { value: string; className?: string }) => (
  <time dateTime={toDateTimeAttribute(value)} className={className}>
    {formatDate(value)}
  </time>
);
