import { defineMessage, t } from './i18n';

/**
 * A date and time typed as text in the app's language: the locale's order of day, month and
 * year, a 24-hour time. The browser's own date controls follow the browser's language instead
 * (docs/decisions/0051-offline-changes-and-controls-in-the-apps-language.md). Values are the form's
 * `YYYY-MM-DDTHH:MM` in the user's time zone, as a `datetime-local` input held them.
 */

type Part = 'day' | 'month' | 'year';

const LETTERS = {
  day: defineMessage({
    defaultMessage: 'dd',
    description: 'the day in a date pattern: dd/mm/yyyy',
  }),
  month: defineMessage({
    defaultMessage: 'mm',
    description: 'the month in a date pattern: dd/mm/yyyy',
  }),
  year: defineMessage({
    defaultMessage: 'yyyy',
    description: 'the year in a date pattern: dd/mm/yyyy',
  }),
  time: defineMessage({
    defaultMessage: 'hh:mm',
    description: 'the pattern of a 24-hour time: hours and minutes',
  }),
};

/** The locale's order of the date's parts and the sign between them: `['day','month','year'], '/'`. */
export const dateOrder = (locale: string): { order: Part[]; separator: string } => {
  const parts = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(2030, 11, 31));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
  // Direction marks (Arabic) are not typed; the sign is.
  const literal = parts
    .find((part) => part.type === 'literal')
    ?.value.replace(/[\u200e\u200f\u061c\s]/g, '');
  return {
    order: order.length === 3 ? order : ['year', 'month', 'day'],
    separator: literal || '/',
  };
};

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** "jj/mm/aaaa hh:mm" in French, "mm/dd/yyyy hh:mm" in English. */
export const dateTimePattern = (locale: string) => {
  const { order, separator } = dateOrder(locale);
  return `${order.map((part) => t(LETTERS[part])).join(separator)} ${t(LETTERS.time)}`;
};

/** A form value (`2030-12-31T18:30`) as typed text in the locale's order: "31/12/2030 18:30". */
export const formatDateTimeText = (value: string, locale: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return '';
  const [, year, month, day, hour, minute] = match;
  const { order, separator } = dateOrder(locale);
  const parts = { day, month, year } as Record<Part, string>;
  return `${order.map((part) => parts[part]).join(separator)} ${hour}:${minute}`;
};

// Arabic-Indic and Persian digits count as digits.
const westernDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/**
 * Typed text as the form's value: '' for nothing, `YYYY-MM-DDTHH:MM` for a real date and time
 * (in the locale's order, or year first), null for anything else. "6 pm" and "6:30 PM" count.
 */
export const parseDateTimeText = (text: string, locale: string): string | null => {
  const typed = westernDigits(text).trim();
  if (typed === '') return '';
  const numbers = typed.match(/\d+/g)?.map(Number) ?? [];
  if (numbers.length < 4 || numbers.length > 5) return null;
  const { order } = dateOrder(locale);
  const dateOrderUsed: Part[] =
    String(typed.match(/\d+/)?.[0]).length === 4 ? ['year', 'month', 'day'] : order;
  const date = Object.fromEntries(
    dateOrderUsed.map((part, index) => [part, numbers[index]]),
  ) as Record<Part, number>;
  let hour = numbers[3] ?? 0;
  const minute = numbers[4] ?? 0;
  const meridiem = /\b([ap])\.?\s*m\.?\b/i.exec(typed)?.[1]?.toLowerCase();
  if (meridiem && (hour < 1 || hour > 12)) return null;
  if (meridiem === 'p' && hour < 12) hour += 12;
  if (meridiem === 'a' && hour === 12) hour = 0;
  const { day, month, year } = date;
  if (year < 1000 || year > 9999 || hour > 23 || minute > 59) return null;
  const moment = new Date(year, month - 1, day, hour, minute);
  if (moment.getFullYear() !== year || moment.getMonth() !== month - 1 || moment.getDate() !== day)
    return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
};
