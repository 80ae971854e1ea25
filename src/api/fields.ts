import { z } from 'zod/mini';
import { defineMessage, t, type Message } from '../lib/i18n';
import { codePointName, firstInvisible } from './invisible-characters';
import type { MessageValues } from '../lib/message-format';

/**
 * Field rules shared by every input schema: the forms and the server validate with these.
 *
 * A field is named by a message (`defineMessage({ defaultMessage: 'Name' })`) and every error
 * about it is a message with `{field}`: `fieldError` translates both when the error is shown, in
 * the language active then (schemas are built at import). The server has no catalog: English.
 */

/** A zod error about `field`: `message` with `{field}` (and `values`) filled, translated. */
export const fieldError =
  (message: Message, field: Message, values?: MessageValues) => (): string =>
    t(message, { ...values, field: t(field) });

/** Field names several schemas share. */
export const NAME = defineMessage({ defaultMessage: 'Name', description: 'Field name' });
export const DESCRIPTION = defineMessage({
  defaultMessage: 'Description',
  description: 'Field name',
});
export const PASSWORD = defineMessage({ defaultMessage: 'Password', description: 'Field name' });

export const REQUIRED = defineMessage({
  defaultMessage: '{field} is required.',
  description: 'Validation error. {field} is the name of a form field, e.g. Name',
});
export const MUST_BE_TEXT = defineMessage({
  defaultMessage: '{field} must be text.',
  description:
    'Validation error (a request sent a number or a list instead of text). {field} is the name of a form field',
});
export const TOO_LONG = defineMessage({
  defaultMessage: '{field} can be at most {max} characters.',
  description: 'Validation error. {field} is the name of a form field; {max} a number',
});
const BROKEN_CHARACTER = defineMessage({
  defaultMessage:
    '{field} contains a broken character (half of an emoji or symbol). Type or paste it again.',
  description: 'Validation error. {field} is the name of a form field',
});

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// The Unicode line and paragraph separators break a line as \n does, in JSON and in most views.
const LINE_BREAKS = /[\r\n\u2028\u2029]/;
/** In an address every control character is refused, tab and line breaks included (C0, DEL, C1). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const URL_CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;
/** Half of a UTF-16 pair on its own: no character at all, it would come back as U+FFFD. */
const LONE_SURROGATE = /\p{Cs}/u;

const wholeCharacters = (field: Message) =>
  z.refine<string>((v) => !LONE_SURROGATE.test(v), {
    error: fieldError(BROKEN_CHARACTER, field),
  });

const INVISIBLE_CHARACTER = defineMessage({
  defaultMessage:
    '{field} contains an invisible or direction-changing character ({character}); remove it.',
  description:
    'Validation error. {field} is the name of a form field; {character} a code like U+202E',
});

/** No character that hides or reorders text (api/invisible-characters). */
const visibleCharacters = (field: Message) =>
  z.superRefine<string>((value, ctx) => {
    const char = firstInvisible(value);
    if (char === undefined) return;
    ctx.addIssue({
      code: 'custom',
      input: value,
      message: fieldError(INVISIBLE_CHARACTER, field, { character: codePointName(char) })(),
    });
  });

/** "X is required." when the field is missing, "X must be text." when it has another type. */
export const textError = (field: Message) => (issue: { input?: unknown }) =>
  fieldError(issue.input === undefined ? REQUIRED : MUST_BE_TEXT, field)();

/** A single-line label (names, titles): trimmed, no control characters. */
export const label = (field: Message, max = 100) =>
  z.string({ error: textError(field) }).check(
    z.trim(),
    z.minLength(1, { error: fieldError(REQUIRED, field) }),
    z.maxLength(max, { error: fieldError(TOO_LONG, field, { max }) }),
    z.refine((v) => !CONTROL_CHARS.test(v) && !LINE_BREAKS.test(v), {
      error: fieldError(
        defineMessage({
          defaultMessage: '{field} cannot contain line breaks or control characters.',
          description: 'Validation error. {field} is the name of a form field',
        }),
        field,
      ),
    }),
    wholeCharacters(field),
    visibleCharacters(field),
  );

/** Free text that may span lines (descriptions, messages). */
export const multiline = (field: Message, max: number) =>
  z.string({ error: textError(field) }).check(
    z.maxLength(max, { error: fieldError(TOO_LONG, field, { max }) }),
    z.refine((v) => !CONTROL_CHARS.test(v), {
      error: fieldError(
        defineMessage({
          defaultMessage: '{field} cannot contain control characters.',
          description: 'Validation error. {field} is the name of a form field',
        }),
        field,
      ),
    }),
    wholeCharacters(field),
    visibleCharacters(field),
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
const address = (field: Message, isValid: (value: string) => boolean, invalid: Message) =>
  z.string({ error: textError(field) }).check(
    z.trim(),
    z.minLength(1, { error: fieldError(REQUIRED, field) }),
    z.maxLength(2048, { error: fieldError(TOO_LONG, field, { max: 2048 }) }),
    z.refine((v) => !URL_CONTROL_CHARS.test(v), {
      error: fieldError(
        defineMessage({
          defaultMessage:
            '{field} cannot contain tabs, line breaks or other control characters. Remove them, or encode them (%0A for a line break).',
          description: 'Validation error of an address field. {field} is the name of a form field',
        }),
        field,
      ),
    }),
    wholeCharacters(field),
    z.refine(isValid, { error: fieldError(invalid, field) }),
  );

/** The characters RFC 3986 allows in a URI, percent signs of escapes included. */
const URI_CHARS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/;

/**
 * What is stored of a valid address: as sent when it is already written in URI characters (real
 * instances keep `https://alice.test` without the slash the parser adds), else as the URL parser
 * writes it (`href`): non-ASCII hosts in punycode, spaces and other characters percent-encoded.
 */
const storedHref = z.overwrite((v: string) =>
  !isHttpUrl(v) || URL_CONTROL_CHARS.test(v) || URI_CHARS.test(v) ? v : new URL(v).href,
);

/** An absolute http(s) address as typed (trimmed): for a value that is not stored as a URL. */
export const httpAddress = (field: Message) =>
  address(
    field,
    isHttpUrl,
    defineMessage({
      defaultMessage: '{field} must be a full address starting with http:// or https://.',
      description: 'Validation error. {field} is the name of a form field',
    }),
  );

/** An absolute http(s) URL: the only kind of address the dashboard turns into a link. */
export const httpUrl = (field: Message) => httpAddress(field).check(storedHref);

/** An optional URL field where an empty string means "none". */
export const optionalHttpUrl = (field: Message) =>
  z.optional(z.union([z.literal(''), httpUrl(field)]));

export const EMAIL = defineMessage({
  defaultMessage: 'Email',
  description: 'Field name: an email address',
});

export const email = (field = EMAIL) =>
  z.pipe(
    z
      .string({ error: textError(field) })
      .check(z.trim(), z.maxLength(254, { error: fieldError(TOO_LONG, field, { max: 254 }) })),
    z.email({
      error: fieldError(
        defineMessage({
          defaultMessage: '{field} must be an email address like name@example.com.',
          description: 'Validation error. {field} is the name of a form field',
        }),
        field,
      ),
    }),
  );

/** Digits with an optional leading +; spaces, dots, dashes and brackets are dropped first. */
export const PHONE_NUMBER = defineMessage({
  defaultMessage: 'Phone number',
  description: 'Field name',
});

export const phoneNumber = (field = PHONE_NUMBER) =>
  z.pipe(
    z.pipe(
      z.string({ error: textError(field) }).check(z.trim()),
      z.transform((v: string) => v.replace(/[\s().-]/g, '')),
    ),
    z.string().check(
      z.regex(/^\+?\d{3,20}$/, {
        error: fieldError(
          defineMessage({
            defaultMessage: '{field} must be 3 to 20 digits, optionally starting with +.',
            description: 'Validation error of a phone number. {field} is the name of a form field',
          }),
          field,
        ),
      }),
    ),
  );

export const hexColor = (
  field = defineMessage({ defaultMessage: 'Colour', description: 'Field name' }),
) =>
  z.string({ error: textError(field) }).check(
    z.trim(),
    z.regex(/^#[0-9a-fA-F]{6}$/, {
      error: fieldError(
        defineMessage({
          defaultMessage: '{field} must be a hex colour like #1A73E8.',
          description: 'Validation error. {field} is the name of a form field',
        }),
        field,
      ),
    }),
  );

const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/;

export const parseRgb = (value: string): [number, number, number] | null => {
  const match = RGB.exec(value.trim());
  if (!match) return null;
  const channels = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  return channels.every((c) => c <= 255) ? channels : null;
};

export const rgbColor = (field: Message) =>
  z.string({ error: textError(field) }).check(
    z.refine((v) => parseRgb(v) !== null, {
      error: fieldError(
        defineMessage({
          defaultMessage: '{field} must look like rgb(0,0,0), each number from 0 to 255.',
          description: 'Validation error. {field} is the name of a form field',
        }),
        field,
      ),
    }),
  );

/** An image address (a QR logo, a social preview): stored, shown, never fetched by the server. */
export const imageUrl = (field: Message) =>
  address(
    field,
    (v) => isHttpUrl(v) && /\.(png|jpe?g)$/i.test(new URL(v).pathname),
    defineMessage({
      defaultMessage: '{field} must be an http(s) address of a .png or .jpg image.',
      description: 'Validation error. {field} is the name of a form field',
    }),
  ).check(storedHref);

export const logoUrl = imageUrl(
  defineMessage({ defaultMessage: 'Logo', description: 'Field name: a QR code’s logo image' }),
);

/** A short-link alias or rotator slug. */
export const slug = (field: Message) =>
  z.string({ error: textError(field) }).check(
    z.trim(),
    z.regex(/^[A-Za-z0-9_-]{3,50}$/, {
      error: fieldError(
        defineMessage({
          defaultMessage: '{field} must be 3 to 50 letters, digits, dashes or underscores.',
          description:
            'Validation error of a short link’s alias. {field} is the name of a form field',
        }),
        field,
      ),
    }),
  );

export const flag = (field: Message) =>
  z.boolean({
    error: fieldError(
      defineMessage({
        defaultMessage: '{field} must be true or false.',
        description:
          'Validation error (a request sent another value). {field} is the name of a field',
      }),
      field,
    ),
  });

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
