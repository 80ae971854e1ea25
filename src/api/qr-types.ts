import { z } from 'zod/mini';
import { t } from '../lib/i18n';
import { isRecord } from './envelope';
import { emailQr } from './qr-types/email';
import { linkQr } from './qr-types/link';
import { phoneQr } from './qr-types/phone';
import type { DraftOf, QrField, QrTypeSpec } from './qr-types/qr-type-spec';
import { smsQr } from './qr-types/sms';
import { textQr } from './qr-types/text';
import { vcardQr } from './qr-types/vcard';
import { wifiQr } from './qr-types/wifi';

/**
 * The QR types (the contract's seven, docs/api.md), one record each in src/api/qr-types/: the
 * rule for `data`, label, description, the designer's empty draft and fields, and what a static
 * type prints. The dashboard and the server both read them from here.
 */

export const QR_TYPES = ['text', 'vcard', 'link', 'email', 'phone', 'sms', 'wifi'] as const;
export type QrType = (typeof QR_TYPES)[number];
/** A type's rule (and the create body's): one of QR_TYPES. */
export const QR_TYPE_ERROR = () =>
  t(
    {
      defaultMessage: 'QR type must be one of: {types}.',
      description: 'Validation error of a request; {types} is a list of values, not translated',
    },
    { types: QR_TYPES.join(', ') },
  );
export const qrTypeSchema = z.enum(QR_TYPES, { error: QR_TYPE_ERROR });
export const isQrType = (value: unknown): value is QrType => QR_TYPES.some((t) => t === value);

const TABLE = {
  text: textQr,
  vcard: vcardQr,
  link: linkQr,
  email: emailQr,
  phone: phoneQr,
  sms: smsQr,
  wifi: wifiQr,
};

type Table = typeof TABLE;
/** What `data` may be sent as, per type. */
export type QrDataInputs = { [T in QrType]: z.input<Table[T]['schema']> };
/** What `data` is once checked (as the server stores it), per type. */
export type QrDataOutputs = { [T in QrType]: z.output<Table[T]['schema']> };
/** What the designer edits, per type. */
export type QrDrafts = { [T in QrType]: DraftOf<QrDataInputs[T]> };
/** A type with its checked `data`: `{type: 'wifi', data: {ssid, …}}`. */
export type QrContent<T extends QrType = QrType> = {
  [K in T]: { type: K; data: QrDataOutputs[K] };
}[T];
/** A type with the `data` to send: what every create body starts with. */
export type QrContentInput<T extends QrType = QrType> = {
  [K in T]: { type: K; data: QrDataInputs[K] };
}[T];

/** The records, each seen through its own type's entries in the maps above. */
export const qrTypes: {
  [T in QrType]: QrTypeSpec<QrDataInputs[T], QrDataOutputs[T], QrDrafts[T]>;
} = TABLE;

/** Static types print their payload, so their scans never reach a server. */
export const isStaticQrType = (type: QrType): boolean => qrTypes[type].payload !== undefined;

/** Dynamic types first: they are the ones that count scans. */
export const QR_TYPE_ORDER: readonly QrType[] = [
  ...QR_TYPES.filter((type) => !isStaticQrType(type)),
  ...QR_TYPES.filter(isStaticQrType),
];

/** A type's name in the current language ("Wi-Fi"); the server's pages show it in English. */
export const qrTypeLabel = (type: unknown): string =>
  isQrType(type)
    ? t(qrTypes[type].label)
    : t({
        defaultMessage: 'Unknown',
        description: 'The type of a QR code the service does not report',
      });

/** Each type's empty draft, so switching type in the designer never loses what was typed. */
export const emptyQrDrafts = (): QrDrafts => ({
  text: qrTypes.text.emptyDraft,
  vcard: qrTypes.vcard.emptyDraft,
  link: qrTypes.link.emptyDraft,
  email: qrTypes.email.emptyDraft,
  phone: qrTypes.phone.emptyDraft,
  sms: qrTypes.sms.emptyDraft,
  wifi: qrTypes.wifi.emptyDraft,
});

/** `data` of any shape (a stored row, a server's answer) read with its type's rule; null when it fails it. */
export const readQrContent = <T extends QrType>(type: T, data: unknown): QrContent<T> | null => {
  const parsed = z.safeParse(qrTypes[type].schema, data);
  return parsed.success ? { type, data: parsed.data } : null;
};

/** The draft → the type with the `data` the API takes. */
export const qrContentOfDraft = <T extends QrType>(
  type: T,
  draft: QrDrafts[T],
): QrContentInput<T> => ({ type, data: qrTypes[type].toData(draft) });

/** Saved `data` → the designer's draft of its type; the empty draft when it fails its rule. */
export const qrDraftOfData = <T extends QrType>(type: T, data: unknown): QrDrafts[T] => {
  const spec = qrTypes[type];
  const parsed = z.safeParse(spec.schema, data);
  return parsed.success ? spec.toDraft(parsed.data) : spec.emptyDraft;
};

/** The draft as the server would store it (trimmed, phone separators dropped), when it passes. */
const checkedDraft = <T extends QrType>(type: T, draft: QrDrafts[T]): QrDrafts[T] => {
  const spec = qrTypes[type];
  const parsed = z.safeParse(spec.schema, spec.toData(draft));
  return parsed.success ? spec.toDraft(parsed.data) : draft;
};

const fieldText = (draft: unknown, key: string | undefined): string => {
  const value = isRecord(draft) && key ? draft[key] : draft;
  return typeof value === 'string' ? value : '';
};

/** Whether there is something to print: a type's first field (its text, number or network) is filled in. */
const hasContent = ([first]: readonly QrField[], draft: unknown): boolean =>
  first !== undefined && fieldText(draft, first.key).trim() !== '';

/**
 * What a static code prints, from its draft (as typed: a draft that does not pass yet prints as
 * it is); null for the other types, which print their short link, and while there is nothing to print.
 */
export const qrPayloadOfDraft = <T extends QrType>(type: T, draft: QrDrafts[T]): string | null => {
  const { payload, fields } = qrTypes[type];
  return payload && hasContent(fields, draft) ? payload(checkedDraft(type, draft)) : null;
};

/** What a saved static code prints; null for the other types and for data that fails its rule. */
export const qrPayloadOfData = (type: QrType, data: unknown): string | null =>
  qrPayloadOfDraft(type, qrDraftOfData(type, data));

/** What a static code does, in words ("QR code with the text “Hi”"); null for the other types. */
export const describeQrDraft = <T extends QrType>(type: T, draft: QrDrafts[T]): string | null =>
  qrTypes[type].describe?.(checkedDraft(type, draft)) ?? null;
