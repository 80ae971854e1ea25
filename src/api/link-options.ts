import { z } from 'zod/mini';
import { isBlank, isRecord, preprocess } from './envelope';
import {
  fieldError,
  flag,
  httpUrl,
  idSchema,
  imageUrl,
  isHttpUrl,
  label,
  multiline,
  MUST_BE_TEXT,
  PASSWORD,
  TOO_LONG,
} from './fields';
import { COUNTRY_CODES, countryCode, countryName } from '../lib/country-codes';
import { defineMessage, t, type Message } from '../lib/i18n';
import { segment, type ApiClient, type CallOptions } from './http';
import { firstInvisible } from './invisible-characters';
import { linkCreateSchema, linkDetailSchema, someFieldSent, type LinkDetail } from './links';
import { expirySchema, redirectTypeSchema } from './link-option-values';

/**
 * Everything a short link can do besides sending people to its destination
 * (docs/api.md, "Link options"): the input rules of `POST /api/url/add` and
 * `PUT /api/url/:id/update`, which the link editor and the server both validate with, and the
 * reading of what an instance reports back. Only the editor needs it, so links.ts does not
 * import it (it stays out of the pages that list links).
 */

const displayNames = new Map<string, Intl.DisplayNames>();

/** The language names `Intl` gives in `locale`, made once per locale. */
const namesIn = (locale: string, type: 'language') => {
  const key = `${type} ${locale}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale, 'en'], { type, fallback: 'code' });
    displayNames.set(key, names);
  }
  return names;
};

// Countries are read and named in lib/country-codes: the editor, the server and the statistics
// share one table.
export { COUNTRY_CODES, countryCode, countryName };

// Devices: the closed list a device target can name (what the server tells from a User-Agent).
export const DEVICES = [
  'iPhone',
  'iPad',
  'Android',
  'Windows',
  'Mac',
  'Linux',
  'ChromeOS',
] as const;
export type Device = (typeof DEVICES)[number];

const DEVICE_ALIASES: Record<string, Device> = { macos: 'Mac', macintosh: 'Mac' };

/** The listed spelling of a device, in any case (`iphone`, `Chrome OS`, `macOS`), or null. */
export const deviceName = (value: string): Device | null => {
  const key = value.trim().toLowerCase().replace(/\s+/g, '');
  return DEVICES.find((device) => device.toLowerCase() === key) ?? DEVICE_ALIASES[key] ?? null;
};

// Languages: ISO 639-1 two-letter codes, as browsers send them in Accept-Language.
export const LANGUAGE_CODES: readonly string[] = (
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da ' +
  'de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy ' +
  'hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg ' +
  'li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or ' +
  'os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta ' +
  'te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'
).split(' ');

/** A language's name ("de" → "German"), in English unless told (like `countryName`). */
export const languageName = (code: string, locale = 'en'): string =>
  namesIn(locale, 'language').of(code) ?? code;

/** The lower-case ISO 639-1 code (`DE` → `de`), or null when it is not one. */
export const languageCode = (value: string): string | null => {
  const code = value.trim().toLowerCase();
  return LANGUAGE_CODES.includes(code) ? code : null;
};

export {
  expiryDate,
  expirySchema,
  isExpired,
  parseRedirectType,
  redirectTypeSchema,
  redirectTypeValue,
  toExpiry,
  type RedirectType,
} from './link-option-values';

// Deep links: an app link for iOS and one for Android.

/**
 * Schemes refused by name, whatever app claims them: they run code or script (javascript,
 * vbscript, data, blob, filesystem, jar, view-source, about, res, chrome*, moz-extension), install
 * software (itms-services, ms-appinstaller), reach the operating system (ms-msdt, search-ms,
 * search, ms-settings, ms-officecmd, shell, file), are not apps (ws, wss, ftp), carry a fallback
 * address the browser opens as it is (intent: `S.browser_fallback_url=javascript:…`), or are
 * plain http (an app link must be https).
 */
const REFUSED_APP_SCHEMES = new Set([
  'about',
  'blob',
  'chrome',
  'chrome-extension',
  'data',
  'file',
  'filesystem',
  'ftp',
  'http',
  'intent',
  'itms-services',
  'jar',
  'javascript',
  'moz-extension',
  'ms-appinstaller',
  'ms-msdt',
  'ms-officecmd',
  'ms-settings',
  'res',
  'search',
  'search-ms',
  'shell',
  'vbscript',
  'view-source',
  'ws',
  'wss',
]);

/**
 * RFC 3986's scheme (a letter, then letters, digits, `+`, `-`, `.`), at least two characters so a
 * Windows drive (`c:\…`) is not one, then something after the colon.
 */
const APP_LINK = /^([a-z][a-z0-9+.-]{1,31}):./i;

// eslint-disable-next-line no-control-regex -- matching control characters and spaces is the point
const UNSAFE_CHARS = /[\u0000-\u0020\u007F]/;

/**
 * An address an app opens, by allowlist: an https address (a universal link, an App Link, an App
 * Store or Google Play page) or an app's own scheme (`myapp://open`, `fb://profile`,
 * `spotify:track:…`, `itms-apps://…`, `market://…`), never a scheme refused by name above, never
 * spaces, control, invisible or direction-changing characters. The server also checks stored links with it before sending a
 * visitor to one, so links saved under an older rule stop opening.
 */
export const isAppLink = (value: string): boolean => {
  if (UNSAFE_CHARS.test(value) || firstInvisible(value) !== undefined) return false;
  const scheme = APP_LINK.exec(value)?.[1].toLowerCase();
  if (scheme === undefined) return false;
  if (scheme === 'https') return /^https:\/\//i.test(value) && isHttpUrl(value);
  return !REFUSED_APP_SCHEMES.has(scheme);
};

const appLink = (field: Message) =>
  z.string({ error: fieldError(MUST_BE_TEXT, field) }).check(
    z.trim(),
    z.maxLength(2048, { error: fieldError(TOO_LONG, field, { max: 2048 }) }),
    z.refine((v) => v === '' || isAppLink(v), {
      error: fieldError(
        defineMessage({
          defaultMessage:
            '{field} must be an app address like myapp://open, an App Store or Google Play address, or an https:// address (never javascript: or data:).',
          description: 'Validation error of a deep link. {field} is the name of a form field',
        }),
        field,
      ),
    }),
  );

export const deeplinkSchema = z.strictObject(
  {
    auto: z.optional(
      flag(
        defineMessage({
          defaultMessage: 'Open the app automatically',
          description: 'Field name: whether a deep link opens the app at once',
        }),
      ),
    ),
    apple: z.optional(
      appLink(defineMessage({ defaultMessage: 'iOS app link', description: 'Field name' })),
    ),
    google: z.optional(
      appLink(defineMessage({ defaultMessage: 'Android app link', description: 'Field name' })),
    ),
  },
  {
    error: () =>
      t(
        {
          defaultMessage: 'Deep link must be an object like {example}.',
          description: 'Validation error of a request; {example} is JSON, not translated',
        },
        { example: '{"apple": "...", "google": "..."}' },
      ),
  },
);

// Targets and parameters: rows of data, each checked, none twice.

export const MAX_ROWS = 50;

/** One issue per repeated value, on the row that repeats it. */
const noRepeats = <Row extends object>(key: keyof Row & string, field: Message) =>
  z.superRefine((rows: Row[], ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const value = String(row[key]).toLowerCase();
      if (seen.has(value))
        ctx.addIssue({
          code: 'custom',
          path: [index, key],
          message: t(
            {
              defaultMessage: '{field}: "{value}" appears twice. Keep one row for it.',
              description:
                'Validation error of a list of rows (targets, parameters). {field}: the list’s name; {value}: what the user typed',
            },
            { field: t(field), value: String(row[key]) },
          ),
        });
      seen.add(value);
    });
  });

const rows = <Row extends z.core.$ZodType>(row: Row, field: Message) =>
  z
    .array(row, {
      error: fieldError(
        defineMessage({
          defaultMessage: '{field} must be a list.',
          description: 'Validation error of a request. {field} is the name of a list of rows',
        }),
        field,
      ),
    })
    .check(
      z.maxLength(MAX_ROWS, {
        error: fieldError(
          defineMessage({
            defaultMessage: '{field} can have at most {max} rows.',
            description: 'Validation error. {field} is the name of a list of rows; {max} a number',
          }),
          field,
          { max: MAX_ROWS },
        ),
      }),
    );

/** Text rule with a lookup: the canonical value, or an issue naming the field. */
const lookedUp = (
  field: Message,
  lookup: (value: string) => string | null,
  unknown: Message,
  values?: Record<string, string>,
) =>
  z.pipe(
    z.string({ error: fieldError(MUST_BE_TEXT, field) }).check(
      z.refine((v) => lookup(v) !== null, {
        error: (issue) => fieldError(unknown, field, { ...values, value: String(issue.input) })(),
      }),
    ),
    z.transform((v: string) => lookup(v) ?? v),
  );

export const countrySchema = lookedUp(
  defineMessage({ defaultMessage: 'Country', description: 'Field name' }),
  countryCode,
  defineMessage({
    defaultMessage:
      '{field}: "{value}" is not a country. Use its English name (Canada) or its two-letter code (CA).',
    description: 'Validation error of a country target. {field}: Country; {value}: what was sent',
  }),
);
export const deviceSchema = lookedUp(
  defineMessage({ defaultMessage: 'Device', description: 'Field name' }),
  deviceName,
  defineMessage({
    defaultMessage: '{field}: "{value}" is not a device this service knows. Use one of: {devices}.',
    description:
      'Validation error of a device target. {field}: Device; {value}: what was sent; {devices}: a list of names, not translated',
  }),
  { devices: DEVICES.join(', ') },
);
export const languageSchema = lookedUp(
  defineMessage({ defaultMessage: 'Language', description: 'Field name' }),
  languageCode,
  defineMessage({
    defaultMessage:
      '{field}: "{value}" is not a language code. Use a two-letter ISO 639-1 code like en, de or fr.',
    description: 'Validation error of a language target. {field}: Language; {value}: what was sent',
  }),
);

const COUNTRY_TARGETS = defineMessage({
  defaultMessage: 'Country targets',
  description: 'Field name',
});
const DEVICE_TARGETS = defineMessage({
  defaultMessage: 'Device targets',
  description: 'Field name',
});
const LANGUAGE_TARGETS = defineMessage({
  defaultMessage: 'Language targets',
  description: 'Field name',
});
const PARAMETERS = defineMessage({ defaultMessage: 'Parameters', description: 'Field name' });

export const geotargetSchema = rows(
  z.strictObject({
    location: countrySchema,
    link: httpUrl(
      defineMessage({ defaultMessage: 'Country target address', description: 'Field name' }),
    ),
  }),
  COUNTRY_TARGETS,
).check(noRepeats('location', COUNTRY_TARGETS));

export const devicetargetSchema = rows(
  z.strictObject({
    device: deviceSchema,
    link: httpUrl(
      defineMessage({ defaultMessage: 'Device target address', description: 'Field name' }),
    ),
  }),
  DEVICE_TARGETS,
).check(noRepeats('device', DEVICE_TARGETS));

export const languagetargetSchema = rows(
  z.strictObject({
    language: languageSchema,
    link: httpUrl(
      defineMessage({ defaultMessage: 'Language target address', description: 'Field name' }),
    ),
  }),
  LANGUAGE_TARGETS,
).check(noRepeats('language', LANGUAGE_TARGETS));

export const parametersSchema = rows(
  z.strictObject({
    name: label(
      defineMessage({ defaultMessage: 'Parameter name', description: 'Field name' }),
      100,
    ),
    value: z.union([
      z.literal(''),
      label(defineMessage({ defaultMessage: 'Parameter value', description: 'Field name' }), 500),
    ]),
  }),
  PARAMETERS,
).check(noRepeats('name', PARAMETERS));

export const pixelIdsSchema = z
  .array(idSchema, {
    error: () =>
      t({ defaultMessage: 'Pixels must be a list of pixel ids.', description: 'Validation error' }),
  })
  .check(
    z.maxLength(MAX_ROWS, {
      error: () =>
        t(
          {
            defaultMessage: 'A link can have at most {max} pixels.',
            description: 'Validation error; {max} a number',
          },
          { max: MAX_ROWS },
        ),
    }),
    z.refine((ids) => new Set(ids).size === ids.length, {
      error: () =>
        t({
          defaultMessage: 'Pixels: the same pixel is listed twice. List each pixel once.',
          description: 'Validation error',
        }),
    }),
  );

export const LINK_STATUSES = ['public', 'private'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/**
 * The options a link takes on create and update. An empty value clears an option: `""` for
 * text (password, expiry, social preview), `[]` for lists, `null` for the deep link and the
 * campaign, `"direct"` for the redirect type.
 */
export const linkOptionsShape = {
  status: z.optional(
    z.enum(LINK_STATUSES, {
      error: () =>
        t({
          defaultMessage: 'Status must be public or private.',
          description:
            'Validation error of a request; public and private are values, not translated',
        }),
    }),
  ),
  password: z.optional(z.union([z.literal(''), label(PASSWORD, 100)])),
  expiry: z.optional(z.union([z.literal(''), expirySchema])),
  type: z.optional(redirectTypeSchema),
  metadescription: z.optional(
    multiline(
      defineMessage({
        defaultMessage: 'Social description',
        description: 'Field name: the description of a link’s social preview',
      }),
      500,
    ),
  ),
  metaimage: z.optional(
    z.union([
      z.literal(''),
      imageUrl(
        defineMessage({
          defaultMessage: 'Social image',
          description: 'Field name: the image of a link’s social preview',
        }),
      ),
    ]),
  ),
  pixels: z.optional(pixelIdsSchema),
  channel: z.optional(idSchema),
  campaign: z.optional(z.nullable(idSchema)),
  deeplink: z.optional(z.nullable(deeplinkSchema)),
  geotarget: z.optional(geotargetSchema),
  devicetarget: z.optional(devicetargetSchema),
  languagetarget: z.optional(languagetargetSchema),
  parameters: z.optional(parametersSchema),
};

/** `POST /api/url/add` with every option. */
export const linkWithOptionsCreateSchema = z.strictObject({
  ...linkCreateSchema.shape,
  ...linkOptionsShape,
});
export type LinkWithOptionsCreateInput = z.input<typeof linkWithOptionsCreateSchema>;
export type LinkWithOptions = z.output<typeof linkWithOptionsCreateSchema>;

/** `PUT /api/url/:id/update`: only the fields sent change; the rest stay as they are. */
export const linkWithOptionsUpdateSchema = z
  .partial(linkWithOptionsCreateSchema)
  .check(someFieldSent());
export type LinkWithOptionsUpdateInput = z.input<typeof linkWithOptionsUpdateSchema>;

// What an instance reports back (GET /api/url/:id). The reference server's contract dialect reports
// every option but the password (as `password: true/false`); real instances report only
// `location` (country → URL), `device` (device → URL) and `expiry`. A key that is missing stays
// undefined: "not reported", never "empty".

/** `{"Canada": "https://…"}` as `[{location: "CA", link: "https://…"}]`; PHP sends `{}` as `[]`. */
const mapToRows = (map: unknown, key: string, canonical: (value: string) => string | null) =>
  isRecord(map)
    ? Object.entries(map).map(([name, link]) => ({ [key]: canonical(name) ?? name, link }))
    : map;

/** Rows as reported: known names made canonical, unknown ones kept as they came. */
const reportedRows = <K extends string>(key: K, canonical: (value: string) => string | null) =>
  preprocess(
    (v) =>
      Array.isArray(v)
        ? v.filter(isRecord).map((row) => ({
            ...row,
            [key]: typeof row[key] === 'string' ? (canonical(row[key]) ?? row[key]) : row[key],
          }))
        : v,
    z.array(
      z.object({ [key]: z.string(), link: z.string() } as Record<K | 'link', z.ZodMiniString>),
    ),
  );

/** A value as reported, or undefined when it is missing or not understood. */
const reported = <S extends z.core.$ZodType>(schema: S) =>
  z.optional(z.catch(z.optional(schema), undefined));

const idList = () =>
  preprocess(
    (v) => (Array.isArray(v) ? v.map((id) => (typeof id === 'string' ? Number(id) : id)) : v),
    z.array(z.number().check(z.int())),
  );

export const reportedLinkOptionsSchema = preprocess(
  (v) => {
    if (!isRecord(v)) return {};
    const { location, device, expiry, ...rest } = v;
    return {
      ...rest,
      expiry: expiry === undefined || !isBlank(expiry) ? expiry : null,
      geotarget: rest.geotarget ?? mapToRows(location, 'location', countryCode),
      devicetarget: rest.devicetarget ?? mapToRows(device, 'device', deviceName),
    };
  },
  z.object({
    status: reported(z.enum(LINK_STATUSES)),
    /** Whether a password is set; the password itself is never reported. */
    password: reported(z.boolean()),
    expiry: reported(z.nullable(z.string())),
    type: reported(z.string()),
    metadescription: reported(z.string()),
    metaimage: reported(z.string()),
    pixels: reported(idList()),
    campaign: reported(z.nullable(z.number())),
    channels: reported(idList()),
    deeplink: reported(
      z.nullable(z.object({ auto: z.boolean(), apple: z.string(), google: z.string() })),
    ),
    geotarget: reported(reportedRows('location', countryCode)),
    devicetarget: reported(reportedRows('device', deviceName)),
    languagetarget: reported(reportedRows('language', languageCode)),
    parameters: reported(z.array(z.object({ name: z.string(), value: z.string() }))),
  }),
);
export type ReportedLinkOptions = z.output<typeof reportedLinkOptionsSchema>;

const detailsOf = (body: unknown): unknown =>
  isRecord(body) ? (isRecord(body.details) ? body.details : body.data) : undefined;

export type LinkWithReportedOptions = LinkDetail & { options: ReportedLinkOptions };

const linkWithOptionsSchema = (id: number) =>
  z.pipe(
    preprocess(
      (body) => ({ detail: body, options: detailsOf(body) }),
      z.object({ detail: linkDetailSchema(id), options: reportedLinkOptionsSchema }),
    ),
    z.transform(({ detail, options }: { detail: LinkDetail; options: ReportedLinkOptions }) => ({
      ...detail,
      options,
    })),
  );

/** A link, its statistics and the options its instance reports: what the editor opens with. */
export const getLinkWithOptions = (
  client: ApiClient,
  id: number,
  options: CallOptions = {},
): Promise<LinkWithReportedOptions> =>
  client.request(linkWithOptionsSchema(id), `/api/url/${segment(id)}`, options);
