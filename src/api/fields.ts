import { z } from 'zod/mini';

/** Field rules shared by every input schema: the forms and the server validate with these. */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAKS = /[\r\n]/;
/** In an address every control character is refused, tab and line breaks included (C0, DEL, C1). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const URL_CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;
/** Half of a UTF-16 pair on its own: no character at all, it would come back as U+FFFD. */
const LONE_SURROGATE = /\p{Cs}/u;

const wholeCharacters = (field: string) =>
  z.refine<string>((v) => !LONE_SURROGATE.test(v), {
    error: `${field} contains a broken character (half of an emoji or symbol). Type or paste it again.`,
  });

/** "X is required." when the field is missing, "X must be text." when it has another type. */
const textError = (field: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${field} is required.` : `${field} must be text.`;

/** A single-line label (names, titles): trimmed, no control characters. */
export const label = (field: string, max = 100) =>
  z.string({ error: textError(field) }).check(
    z.trim(),
    z.minLength(1, { error: `${field} is required.` }),
    z.maxLength(max, { error: `${field} can be at most ${max} characters.` }),
    z.refine((v) => !CONTROL_CHARS.test(v) && !LINE_BREAKS.test(v), {
      error: `${field} cannot contain line breaks or control characters.`,
    }),
    wholeCharacters(field),
  );

/** Free text that may span lines (descriptions, messages). */
export const multiline = (field: string, max: number) =>
  z.string({ error: textError(field) }).check(
    z.maxLength(max, { error: `${field} can be at most ${max} characters.` }),
    z.refine((v) => !CONTROL_CHARS.test(v), {
      error: `${field} cannot contain control characters.`,
    }),
    wholeCharacters(field),
  );

export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

/**
 * A part of an address (its `host`, its `origin`), or `fallback` when it is not an address. Here,
 * not in lib/safe-url, because the sign-in page uses it and loads this module anyway.
 */
/** A part of an address (its `host`, its `origin`), or `fallback` when it is not an address. */
export const urlPart = (address: string, part: 'host' | 'origin', fallback = address): string => {
  try {
    return new URL(address)[part];
  } catch {
    return fallback;
  }
};

/**
 * A bare address as a person types it ("northwind-coffee.example/menu") with `https://` in
 * front; anything with a scheme, or without a dot in its host, is returned as it came (trimmed).
 */
export const withScheme = (value: string): string => {
  const trimmed = value.trim();
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) && !/^[^/]+\.[^/]+:\d/.test(trimmed);
  return hasScheme || !/^[^\s/?#.]+\.[^\s/?#]/.test(trimmed) ? trimmed : `https://${trimmed}`;
};

/**
 * What every address field checks: trimmed, not too long, no control characters (the URL parser
 * would drop tabs and line breaks silently, and a raw one breaks a redirect), whole characters,
 * then the rule of its kind.
 */
const address = (field: string, isValid: (value: string) => boolean, invalid: string) =>
  z.string({ error: textError(field) }).check(
    z.trim(),
    z.minLength(1, { error: `${field} is required.` }),
    z.maxLength(2048, { error: `${field} can be at most 2048 characters.` }),
    z.refine((v) => !URL_CONTROL_CHARS.test(v), {
      error: `${field} cannot contain tabs, line breaks or other control characters. Remove them, or encode them (%0A for a line break).`,
    }),
    wholeCharacters(field),
    z.refine(isValid, { error: invalid }),
  );

/** The value as the URL parser normalises it (`href`), once it is a valid address: what is stored. */
const normalisedHref = z.overwrite((v: string) =>
  isHttpUrl(v) && !URL_CONTROL_CHARS.test(v) ? new URL(v).href : v,
);

/** An absolute http(s) address as typed (trimmed): for a value that is not stored as a URL. */
export const httpAddress = (field: string) =>
  address(field, isHttpUrl, `${field} must be a full address starting with http:// or https://.`);

/** An absolute http(s) URL: the only kind of address the dashboard turns into a link. */
export const httpUrl = (field: string) => httpAddress(field).check(normalisedHref);

/** An optional URL field where an empty string means "none". */
export const optionalHttpUrl = (field: string) =>
  z.optional(z.union([z.literal(''), httpUrl(field)]));

export const email = (field = 'Email') =>
  z.pipe(
    z
      .string({ error: textError(field) })
      .check(z.trim(), z.maxLength(254, { error: `${field} can be at most 254 characters.` })),
    z.email({ error: `${field} must be an email address like name@example.com.` }),
  );

/** Digits with an optional leading +; spaces, dots, dashes and brackets are dropped first. */
export const phoneNumber = (field = 'Phone number') =>
  z.pipe(
    z.pipe(
      z.string({ error: textError(field) }).check(z.trim()),
      z.transform((v: string) => v.replace(/[\s().-]/g, '')),
    ),
    z.string().check(
      z.regex(/^\+?\d{3,20}$/, {
        error: `${field} must be 3 to 20 digits, optionally starting with +.`,
      }),
    ),
  );

export const hexColor = (field = 'Colour') =>
  z
    .string({ error: textError(field) })
    .check(
      z.trim(),
      z.regex(/^#[0-9a-fA-F]{6}$/, { error: `${field} must be a hex colour like #1A73E8.` }),
    );

const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/;

export const parseRgb = (value: string): [number, number, number] | null => {
  const match = RGB.exec(value.trim());
  if (!match) return null;
  const channels = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  return channels.every((c) => c <= 255) ? channels : null;
};

export const rgbColor = (field: string) =>
  z.string({ error: textError(field) }).check(
    z.refine((v) => parseRgb(v) !== null, {
      error: `${field} must look like rgb(0,0,0), each number from 0 to 255.`,
    }),
  );

/** An image address (a QR logo, a social preview): stored, shown, never fetched by the server. */
export const imageUrl = (field: string) =>
  address(
    field,
    (v) => isHttpUrl(v) && /\.(png|jpe?g)$/i.test(new URL(v).pathname),
    `${field} must be an http(s) address of a .png or .jpg image.`,
  ).check(normalisedHref);

export const logoUrl = imageUrl('Logo');

/** A short-link alias or rotator slug. */
export const slug = (field: string) =>
  z.string({ error: textError(field) }).check(
    z.trim(),
    z.regex(/^[A-Za-z0-9_-]{3,50}$/, {
      error: `${field} must be 3 to 50 letters, digits, dashes or underscores.`,
    }),
  );

export const flag = (field: string) => z.boolean({ error: `${field} must be true or false.` });

/** Ids in paths and bodies: positive whole numbers that fit safely. */
export const idSchema = z.coerce
  .number({ error: 'The id must be a number.' })
  .check(
    z.int({ error: 'The id must be a whole number.' }),
    z.positive({ error: 'The id must be a positive number.' }),
    z.maximum(Number.MAX_SAFE_INTEGER, { error: 'The id is too large.' }),
  );

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 15;

export const paginationSchema = z.strictObject({
  page: z._default(
    z.coerce
      .number({ error: 'page must be a number.' })
      .check(
        z.int({ error: 'page must be a whole number.' }),
        z.minimum(1, { error: 'page starts at 1.' }),
        z.maximum(1_000_000, { error: 'page is too large.' }),
      ),
    1,
  ),
  limit: z._default(
    z.coerce
      .number({ error: 'limit must be a number.' })
      .check(
        z.int({ error: 'limit must be a whole number.' }),
        z.minimum(1, { error: 'limit must be at least 1.' }),
        z.maximum(MAX_PAGE_SIZE, { error: `limit can be at most ${MAX_PAGE_SIZE}.` }),
      ),
    DEFAULT_PAGE_SIZE,
  ),
});
export type Pagination = z.infer<typeof paginationSchema>;
