import { z } from 'zod/mini';
import { logoUrl, NAME, rgbColor } from './fields';
import { defineMessage, t } from '../lib/i18n';
import { fitsQrCode } from './qr-capacity';
import { isQrType, QR_TYPE_ERROR, qrTypes, qrTypeSchema, type QrType } from './qr-types';
import { optionalText } from './qr-types/qr-type-spec';
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

// Input rules (shared with the server), built from the QR type table (qr-types.ts); response
// schemas and request functions follow below.

const qrStyle = {
  background: z.optional(
    rgbColor(
      defineMessage({
        defaultMessage: 'Background',
        description: 'Field name: a QR code’s background colour',
      }),
    ),
  ),
  foreground: z.optional(
    rgbColor(
      defineMessage({
        defaultMessage: 'Foreground',
        description: 'Field name: a QR code’s foreground colour',
      }),
    ),
  ),
  logo: z.optional(z.union([z.literal(''), logoUrl])),
};

/** One type's create body: the type, its `data`, an optional name and the style; it must fit. */
const qrCreateBranch = <T extends QrType>(type: T) =>
  z
    .strictObject({
      type: z.literal(type),
      data: qrTypes[type].schema,
      name: optionalText(NAME, 100),
      ...qrStyle,
    })
    .check(fitsQrCode());

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
  { error: QR_TYPE_ERROR },
);
export type QrCreateInput = z.input<typeof qrCreateSchema>;

/**
 * Update keeps the stored type: `data` is checked with that type's rule, and the result (with
 * the stored logo when the body sends none) must fit.
 */
export const qrUpdateSchema = <T extends QrType>(type: T, storedLogo = '') =>
  z
    .strictObject({
      data: qrTypes[type].schema,
      // Real instances ignore a type on update; accepting it keeps their clients working.
      type: z.optional(qrTypeSchema),
      ...qrStyle,
    })
    .check(fitsQrCode({ type, logo: storedLogo }));
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
    type: preprocess((v) => (isQrType(v) ? v : undefined), z.optional(qrTypeSchema)),
    data: z.optional(z.unknown()),
    background: optionalString(),
    foreground: optionalString(),
    logo: optionalString(),
  }),
);
export type QrCode = z.output<typeof qrCodeSchema>;

/** How a QR code is named in lists and messages: its name, else its id. */
export const qrTitle = (qr: Pick<QrCode, 'id' | 'name'>): string =>
  qr.name ||
  t(
    {
      defaultMessage: 'QR code {id}',
      description: 'The name of a QR code that has none; {id} its number',
    },
    { id: qr.id },
  );

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
