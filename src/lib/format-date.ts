import { currentLocale, t } from './i18n';
import { dateTimeFormat, numberFormat } from './message-format';

/**
 * API timestamps look like `YYYY-MM-DD HH:MM:SS` (or `YYYY-MM-DD`) with no time zone, so they
 * are shown as the wall-clock time they carry, never shifted by the browser's zone.
 */
const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

interface Parts {
  date: Date;
  hasTime: boolean;
}

const parse = (value: string): Parts | null => {
  const match = PATTERN.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const date = new Date(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h ?? 0),
    Number(mi ?? 0),
    Number(s ?? 0),
  );
  return Number.isNaN(date.getTime()) ? null : { date, hasTime: h !== undefined };
};

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** "12 Mar 2024" or "12 Mar 2024, 14:05" in the app's language; anything unparseable is returned as it came. */
export const formatDate = (
  value: string | null | undefined,
  options: { withTime?: boolean } = {},
): string => {
  if (!value) return '';
  const parts = parse(value);
  if (!parts) return value;
  const style = options.withTime && parts.hasTime ? DATE_TIME : DATE;
  return dateTimeFormat(currentLocale(), style).format(parts.date);
};

/** A machine-readable value for `<time dateTime>`, or undefined when the input is not a date. */
export const toDateTimeAttribute = (value: string | null | undefined): string | undefined => {
  if (!value) return undefined;
  const match = PATTERN.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  return h === undefined ? `${y}-${mo}-${d}` : `${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}`;
};

export const formatCount = (value: number): string => numberFormat(currentLocale()).format(value);

/** "45 s", "2 min 5 s" in the app's language: short enough for a status line read aloud. */
export const formatSeconds = (totalSeconds: number): string => {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  if (seconds < 60) return t({ defaultMessage: '{seconds} s' }, { seconds });
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0
    ? t({ defaultMessage: '{minutes} min' }, { minutes })
    : t({ defaultMessage: '{minutes} min {seconds} s' }, { minutes, seconds: rest });
};

/** How long ago a moment was, in the app's language: "just now", "3 min ago", "2 hours ago", "yesterday". */
export const formatAge = (at: number, now: number = Date.now()): string => {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 45) return t({ defaultMessage: 'just now', description: 'Updated just now' });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60)
    return t(
      { defaultMessage: '{minutes} min ago', description: 'Updated 3 min ago' },
      { minutes },
    );
  const hours = Math.round(minutes / 60);
  const relative = new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'auto' });
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.round(hours / 24), 'day');
};

/** A past moment for "since …": "21 Nov", or "14:05" when it was today. */
export const formatSince = (at: number, now: number = Date.now()): string =>
  dateTimeFormat(
    currentLocale(),
    new Date(at).toDateString() === new Date(now).toDateString()
      ? { timeStyle: 'short' }
      : { day: 'numeric', month: 'short' },
  ).format(at);
