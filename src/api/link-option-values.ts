import { z } from 'zod/mini';
import { t } from '../lib/i18n';

/**
 * The two link options the Links list reads from what this device knows (expiry and redirect
 * type), apart from link-options.ts so the list does not load the country and language tables.
 */

// Redirect type: `direct`, `frame`, `splash`, a splash page's id, or `overlay-<id>`.

export type RedirectType =
  { kind: 'direct' | 'frame' | 'splash' } | { kind: 'splash-page' | 'overlay'; id: number };

const toId = (digits: string | undefined): number | null =>
  digits && /^[1-9]\d{0,15}$/.test(digits) && Number(digits) <= Number.MAX_SAFE_INTEGER
    ? Number(digits)
    : null;

/** What a stored or sent `type` means; null when it is none of the forms. */
export const parseRedirectType = (value: string | number): RedirectType | null => {
  const text = String(value).trim().toLowerCase();
  if (text === 'direct' || text === 'frame' || text === 'splash') return { kind: text };
  const splashPage = toId(text);
  if (splashPage !== null) return { kind: 'splash-page', id: splashPage };
  const overlay = toId(/^overlay-(\d+)$/.exec(text)?.[1]);
  return overlay === null ? null : { kind: 'overlay', id: overlay };
};

/** The wire form of a redirect type. */
export const redirectTypeValue = (type: RedirectType): string =>
  type.kind === 'splash-page'
    ? String(type.id)
    : type.kind === 'overlay'
      ? `overlay-${type.id}`
      : type.kind;

const REDIRECT_TYPE_ERROR = () =>
  t(
    {
      defaultMessage:
        'Redirect type must be direct, frame, splash, the id of one of your splash pages, or {overlay} of one of your CTA overlays.',
      description:
        'Validation error of a request; direct, frame, splash and {overlay} (overlay-<id>) are values, not translated',
    },
    { overlay: 'overlay-<id>' },
  );

export const redirectTypeSchema = z.pipe(
  z
    .union([z.string(), z.number()], { error: REDIRECT_TYPE_ERROR })
    .check(z.refine((v) => parseRedirectType(v) !== null, { error: REDIRECT_TYPE_ERROR })),
  z.transform((v: string | number) =>
    redirectTypeValue(parseRedirectType(v) ?? { kind: 'direct' }),
  ),
);

// Expiry: `YYYY-MM-DD HH:MM:SS`, as instances take it (server time; UTC on the reference server).

const EXPIRY = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The moment an expiry names, read as UTC; null when it is not a real date and time. */
export const expiryDate = (value: string): Date | null => {
  const parts = EXPIRY.exec(value.trim())?.slice(1).map(Number);
  if (!parts) return null;
  const [year, month, day, hours, minutes, seconds] = parts;
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  const fits =
    year >= 1970 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hours &&
    date.getUTCMinutes() === minutes &&
    date.getUTCSeconds() === seconds;
  return fits ? date : null;
};

/** A moment in the instance's expiry format (UTC). */
export const toExpiry = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

/** Whether a link with this expiry no longer redirects (none: never). */
export const isExpired = (expiry: string | null | undefined, now: Date = new Date()): boolean => {
  const date = expiry ? expiryDate(expiry) : null;
  return date !== null && date.getTime() <= now.getTime();
};

export const expirySchema = z
  .string({
    error: () => t({ defaultMessage: 'Expiry must be text.', description: 'Validation error' }),
  })
  .check(
    z.trim(),
    z.refine((v) => expiryDate(v) !== null, {
      error: () =>
        t({
          defaultMessage:
            'Expiry must be a real date and time written YYYY-MM-DD HH:MM:SS, like 2030-12-31 23:59:00.',
          description: 'Validation error; YYYY-MM-DD HH:MM:SS is a format, not translated',
        }),
    }),
  );
