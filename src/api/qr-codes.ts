import { z } from 'zod/mini';
import {
  email,
  httpUrl,
  label,
  logoUrl,
  multiline,
  optionalHttpUrl,
  phoneNumber,
  rgbColor,
} from './fields';
import {
  count,
  entity,
  isBlank,
  isRecord,
  listEnvelope,
  messageResponse,
  numericId,
  optionalString,
  preprocess,
  text,
} from './envelope';
import type { MessageResult, Page, PageParams } from './envelope';
import { segment } from './http';
import { statsSchema, type Stats } from './stats';
import type { ApiClient, CallOptions } from './http';

// Input rules (shared with the server). Response schemas and request functions follow below.

export const QR_TYPES = ['text', 'vcard', 'link', 'email', 'phone', 'sms', 'wifi'] as const;
export const qrTypeSchema = z.enum(QR_TYPES, {
  error: `QR type must be one of: ${QR_TYPES.join(', ')}.`,
});
export type QrType = z.infer<typeof qrTypeSchema>;

/** Static types encode their payload directly, so their scans never reach a server. */
export const STATIC_QR_TYPES: readonly QrType[] = ['text', 'sms', 'wifi'];
export const isStaticQrType = (type: QrType): boolean => STATIC_QR_TYPES.includes(type);

const optionalText = (field: string, max = 200) =>
  z.optional(z.union([z.literal(''), label(field, max)]));

/** How a Wi-Fi network is secured; '' is an open network. */
export const WIFI_ENCRYPTIONS = ['WPA', 'WEP', ''] as const;
export type WifiEncryption = (typeof WIFI_ENCRYPTIONS)[number];

export const VCARD_FIELDS = [
  'fname',
  'lname',
  'org',
  'phone',
  'cell',
  'fax',
  'email',
  'site',
  'street',
  'city',
  'state',
  'zip',
  'country',
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
] as const;

const optionalPhone = (field: string) => z.optional(z.union([z.literal(''), phoneNumber(field)]));

const vcardSchema = z
  .strictObject({
    fname: optionalText('First name'),
    lname: optionalText('Last name'),
    org: optionalText('Organisation'),
    phone: optionalPhone('Phone'),
    cell: optionalPhone('Mobile'),
    fax: optionalPhone('Fax'),
    email: z.optional(z.union([z.literal(''), email()])),
    site: optionalHttpUrl('Website'),
    street: optionalText('Street'),
    city: optionalText('City'),
    state: optionalText('State or region'),
    zip: optionalText('Postal code', 20),
    country: optionalText('Country'),
    facebook: optionalHttpUrl('Facebook profile'),
    instagram: optionalHttpUrl('Instagram profile'),
    twitter: optionalHttpUrl('X (Twitter) profile'),
    linkedin: optionalHttpUrl('LinkedIn profile'),
  })
  .check(
    z.refine((v) => Object.values(v).some((value) => typeof value === 'string' && value !== ''), {
      error: 'Fill in at least one contact field.',
    }),
  );

const wifiSchema = z
  .strictObject({
    ssid: label('Network name (SSID)', 32),
    pass: z.optional(
      z
        .string({ error: 'Password must be text.' })
        .check(z.maxLength(63, { error: 'Password can be at most 63 characters.' })),
    ),
    encryption: z.optional(
      z.enum(WIFI_ENCRYPTIONS, { error: 'Encryption must be WPA, WEP or none.' }),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      const pass = v.pass ?? '';
      if (v.encryption === 'WPA' && pass.length < 8)
        ctx.addIssue({
          code: 'custom',
          path: ['pass'],
          message: 'A WPA password has 8 to 63 characters.',
        });
      if (
        v.encryption === 'WEP' &&
        ![5, 13].includes(pass.length) &&
        !/^([0-9a-fA-F]{10}|[0-9a-fA-F]{26})$/.test(pass)
      )
        ctx.addIssue({
          code: 'custom',
          path: ['pass'],
          message: 'A WEP key has 5 or 13 characters, or 10 or 26 hex digits.',
        });
    }),
  );

/** What `data` holds for each QR type (see shared/spec/real-world-api.md). */
export const qrDataSchemas = {
  text: multiline('Text', 1000).check(
    z.refine((v) => v.trim().length > 0, { error: 'Text is required.' }),
  ),
  link: httpUrl('Link'),
  phone: phoneNumber(),
  email: z.union([
    email(),
    z.strictObject({
      email: email(),
      subject: optionalText('Subject'),
      body: z.optional(z.union([z.literal(''), multiline('Message', 1000)])),
    }),
  ]),
  sms: z.strictObject({
    phone: phoneNumber(),
    message: z.optional(multiline('Message', 1000)),
  }),
  wifi: wifiSchema,
  vcard: vcardSchema,
} satisfies Record<QrType, z.ZodMiniType>;

export type QrData = { [T in QrType]: z.input<(typeof qrDataSchemas)[T]> };
/** A type with its `data`: what every create body starts with. */
export type QrContent = { [T in QrType]: { type: T; data: QrData[T] } }[QrType];

const qrStyle = {
  background: z.optional(rgbColor('Background')),
  foreground: z.optional(rgbColor('Foreground')),
  logo: z.optional(z.union([z.literal(''), logoUrl])),
};

/** One type's create body: the type, its `data`, an optional name and the style. */
const qrCreateBranch = <T extends QrType>(type: T) =>
  z.strictObject({
    type: z.literal(type),
    data: qrDataSchemas[type],
    name: optionalText('Name', 100),
    ...qrStyle,
  });

/** One branch per QR type, in QR_TYPES order (qr-codes.test.ts checks that none is missing). */
export const qrCreateSchema = z.discriminatedUnion(
  'type',
  [
    qrCreateBranch('text'),
    qrCreateBranch('vcard'),
    qrCreateBranch('link'),
    qrCreateBranch('email'),
    qrCreateBranch('phone'),
    qrCreateBranch('sms'),
    qrCreateBranch('wifi'),
  ],
  { error: `QR type must be one of: ${QR_TYPES.join(', ')}.` },
);
export type QrCreateInput = z.input<typeof qrCreateSchema>;

/** Update keeps the stored type: `data` is checked with that type's schema. */
export const qrUpdateSchema = <T extends QrType>(type: T) =>
  z.strictObject({
    data: qrDataSchemas[type],
    // Real instances ignore a type on update; accepting it keeps their clients working.
    type: z.optional(qrTypeSchema),
    ...qrStyle,
  });
export type QrUpdateInput<T extends QrType = QrType> = z.input<
  ReturnType<typeof qrUpdateSchema<T>>
>;

/**
 * An update of the style alone, for a code whose content the server does not report: sending no
 * `data` is the only way not to overwrite content we cannot show.
 */
export const qrStyleUpdateSchema = z.strictObject({
  type: z.optional(qrTypeSchema),
  ...qrStyle,
});
export type QrStyleUpdateInput = z.input<typeof qrStyleUpdateSchema>;

// Responses and requests.

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}/;

/**
 * A QR code. Our server adds `type`, `data` and the style fields; real instances may not.
 * Real instances may put the date under `data` instead of `date`.
 */
export const qrCodeSchema = preprocess(
  (v) => {
    if (!isRecord(v)) return v;
    if (isBlank(v.date) && typeof v.data === 'string' && TIMESTAMP.test(v.data))
      return { ...v, date: v.data, data: undefined };
    return v;
  },
  z.object({
    id: numericId(),
    link: text(),
    scans: count(),
    name: text(),
    date: text(),
    /** Types this dashboard does not know are left out rather than failing the list. */
    type: preprocess(
      (v) => (QR_TYPES.includes(v as QrType) ? v : undefined),
      z.optional(qrTypeSchema),
    ),
    data: z.optional(z.unknown()),
    background: optionalString(),
    foreground: optionalString(),
    logo: optionalString(),
  }),
);
export type QrCode = z.output<typeof qrCodeSchema>;

/** How a QR code is named in lists and messages: its name, else its id. */
export const qrTitle = (qr: Pick<QrCode, 'id' | 'name'>): string => qr.name || `QR code ${qr.id}`;

export const qrListSchema = listEnvelope('qrs', qrCodeSchema);

const entityOf = (body: Record<string, unknown>): unknown =>
  isRecord(body.data) && 'id' in body.data ? body.data : undefined;

/** `{details: QrCode, data: Stats}`; `data` is absent for static types (text, sms, wifi). */
const qrDetailSchema = (id: number) =>
  preprocess(
    (body) => {
      if (!isRecord(body)) return body;
      // Tolerate a server that sends the QR code itself under `data` and no statistics.
      const qr = isRecord(body.details) ? body.details : entityOf(body);
      const stats = isRecord(body.details) && isRecord(body.data) ? body.data : null;
      return { qr: isRecord(qr) && isBlank(qr.id) ? { ...qr, id } : qr, stats };
    },
    z.object({ qr: qrCodeSchema, stats: z.nullable(statsSchema) }),
  );
export type QrCodeDetail = { qr: QrCode; stats: Stats | null };

export type QrCreated = { id: number; link: string };
export const qrCreatedResponse = z.pipe(
  entity(z.object({ id: numericId(), link: text() })),
  z.transform(({ id, link }: QrCreated): QrCreated => ({ id, link })),
);

export const getQrCodes = (
  client: ApiClient,
  params: Partial<PageParams> = {},
  options: CallOptions = {},
): Promise<Page<QrCode>> =>
  client.request(qrListSchema, '/api/qr', {
    ...options,
    query: { page: params.page, limit: params.limit },
  });

export const getQrCode = (
  client: ApiClient,
  id: number,
  options: CallOptions = {},
): Promise<QrCodeDetail> => client.request(qrDetailSchema(id), `/api/qr/${segment(id)}`, options);

export const createQrCode = (
  client: ApiClient,
  input: QrCreateInput,
  options: CallOptions = {},
): Promise<QrCreated> =>
  client.request(qrCreatedResponse, '/api/qr/add', { ...options, method: 'POST', body: input });

/** Real instances ignore `type` on update and cannot rename. */
export const updateQrCode = (
  client: ApiClient,
  id: number,
  input: QrUpdateInput | QrStyleUpdateInput,
  options: CallOptions = {},
): Promise<MessageResult> =>
  client.request(messageResponse, `/api/qr/${segment(id)}/update`, {
    ...options,
    method: 'PUT',
    body: input,
  });

export const deleteQrCode = (
  client: ApiClient,
  id: number,
  options: CallOptions = {},
): Promise<MessageResult> =>
  client.request(messageResponse, `/api/qr/${segment(id)}/delete`, {
    ...options,
    method: 'DELETE',
  });
