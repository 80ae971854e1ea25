import { isHttpUrl, phoneNumber } from '../../api/fields';
import {
  isStaticQrType,
  VCARD_FIELDS,
  WIFI_ENCRYPTIONS,
  type QrCode,
  type QrType,
  type WifiEncryption,
} from '../../api/qr-codes';
import { toHexColor } from '../../lib/colors';
import { smsPayload, textPayload, wifiPayload } from '../../lib/qr-payload';

/**
 * The designer keeps a draft for every type, so switching type never loses what was typed.
 * Only the chosen type's draft is sent, in the shape `qrCreateSchema` checks (qr-form-input.ts).
 */
export type VcardField = (typeof VCARD_FIELDS)[number];

/** '' in an edit of a code whose type the server does not report, until the user chooses one. */
export type QrFormType = QrType | '';

export type QrFormValues = {
  type: QrFormType;
  name: string;
  foreground: string;
  background: string;
  logo: string;
  /** Logo width as a fraction of the code's width: preview and scannability only, never sent. */
  logoSize: number;
  text: string;
  link: string;
  phone: string;
  email: { email: string; subject: string; body: string };
  sms: { phone: string; message: string };
  wifi: { ssid: string; pass: string; encryption: WifiEncryption };
  vcard: Record<VcardField, string>;
};

export const DEFAULT_FOREGROUND = '#000000';
export const DEFAULT_BACKGROUND = '#ffffff';
export const DEFAULT_LOGO_SIZE = 0.2;

export const emptyQrFormValues = (type: QrFormType = 'link'): QrFormValues => ({
  type,
  name: '',
  foreground: DEFAULT_FOREGROUND,
  background: DEFAULT_BACKGROUND,
  logo: '',
  logoSize: DEFAULT_LOGO_SIZE,
  text: '',
  link: '',
  phone: '',
  email: { email: '', subject: '', body: '' },
  sms: { phone: '', message: '' },
  wifi: { ssid: '', pass: '', encryption: 'WPA' },
  vcard: Object.fromEntries(VCARD_FIELDS.map((field) => [field, ''])) as Record<VcardField, string>,
});

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Stored `data` (any shape a server sends) → the draft of that type. */
export const draftFromData = (type: QrType, data: unknown): Partial<QrFormValues> => {
  const empty = emptyQrFormValues(type);
  const fields = record(data);
  switch (type) {
    case 'text':
    case 'link':
    case 'phone':
      return { [type]: text(data) };
    case 'email':
      return typeof data === 'string'
        ? { email: { ...empty.email, email: data } }
        : {
            email: {
              email: text(fields.email),
              subject: text(fields.subject),
              body: text(fields.body),
            },
          };
    case 'sms':
      return { sms: { phone: text(fields.phone), message: text(fields.message) } };
    case 'wifi': {
      const encryption = text(fields.encryption);
      return {
        wifi: {
          ssid: text(fields.ssid),
          pass: text(fields.pass),
          encryption: WIFI_ENCRYPTIONS.find((known) => known === encryption) ?? '',
        },
      };
    }
    case 'vcard':
      return {
        vcard: Object.fromEntries(
          VCARD_FIELDS.map((field) => [field, text(fields[field])]),
        ) as Record<VcardField, string>,
      };
  }
};

/** Phone numbers are printed the way the server stores them: separators dropped. */
const normalisedPhone = (value: string) => {
  const parsed = phoneNumber().safeParse(value);
  return parsed.success ? parsed.data : value.trim();
};

/** Whether the chosen static type has its main field filled, i.e. there is something to encode. */
const hasStaticContent = (values: QrFormValues): boolean =>
  values.type === 'sms'
    ? values.sms.phone.trim() !== ''
    : values.type === 'wifi'
      ? values.wifi.ssid.trim() !== ''
      : values.text.trim() !== '';

/**
 * What the printed code encodes: static types carry their payload; the others carry the QR's
 * short link, which only exists once saved (null until then).
 */
export const encodedValue = (values: QrFormValues, shortLink: string | null): string | null => {
  if (values.type === '') return null;
  if (!isStaticQrType(values.type)) return shortLink;
  if (!hasStaticContent(values)) return null;
  switch (values.type) {
    case 'sms':
      return smsPayload({ phone: normalisedPhone(values.sms.phone), message: values.sms.message });
    case 'wifi':
      return wifiPayload({
        ssid: values.wifi.ssid.trim(),
        pass: values.wifi.pass,
        encryption: values.wifi.encryption,
      });
    default:
      return textPayload(values.text);
  }
};

export const colorsForPreview = (values: Pick<QrFormValues, 'foreground' | 'background'>) => ({
  foreground: toHexColor(values.foreground, DEFAULT_FOREGROUND),
  background: toHexColor(values.background, DEFAULT_BACKGROUND),
});

const quote = (value: string, max = 60) =>
  `“${value.length > max ? `${value.slice(0, max - 1)}…` : value}”`;

/** What the code does, in words, for the preview's accessible name. */
export const describeCode = (values: QrFormValues, encoded: string | null): string => {
  if (values.type === '') return 'No code drawn: its content is not known';
  if (encoded === null)
    return isStaticQrType(values.type)
      ? 'Sample QR code: fill in the content to see the real one'
      : 'Sample QR code: the real code encodes the short link once saved';
  switch (values.type) {
    case 'text':
      return isHttpUrl(values.text.trim())
        ? `QR code that opens ${values.text.trim()}`
        : `QR code with the text ${quote(values.text.trim())}`;
    case 'sms':
      return `QR code that starts a text message to ${normalisedPhone(values.sms.phone)}`;
    case 'wifi':
      return `QR code that joins the Wi-Fi network ${quote(values.wifi.ssid.trim())}`;
    default:
      return `QR code for the short link ${encoded}`;
  }
};

/** The designer's starting values for a saved code, and which parts the server told us. */
export const formValuesFromQr = (
  qr: QrCode,
): { values: QrFormValues; isTypeKnown: boolean; isDataKnown: boolean; isStyleKnown: boolean } => {
  // Never a guessed type: nothing is chosen until the user says which type the code has.
  const type = qr.type ?? '';
  const isDataKnown = qr.type !== undefined && qr.data !== undefined && qr.data !== null;
  const empty = emptyQrFormValues(type);
  return {
    values: {
      ...empty,
      ...(isDataKnown && qr.type ? draftFromData(qr.type, qr.data) : {}),
      name: qr.name,
      foreground: qr.foreground
        ? toHexColor(qr.foreground, DEFAULT_FOREGROUND)
        : DEFAULT_FOREGROUND,
      background: qr.background
        ? toHexColor(qr.background, DEFAULT_BACKGROUND)
        : DEFAULT_BACKGROUND,
      logo: qr.logo ?? '',
    },
    isTypeKnown: qr.type !== undefined,
    isDataKnown,
    isStyleKnown: qr.foreground !== undefined || qr.background !== undefined,
  };
};

/**
 * What a saved code encodes: its short link for dynamic types, its payload for static ones;
 * null when a server sent too little to know (a static type without its data).
 */
export const encodedValueOfQr = (qr: QrCode): string | null => {
  if (qr.type === undefined) return null;
  if (!isStaticQrType(qr.type)) return qr.link || null;
  if (qr.data === undefined || qr.data === null) return null;
  const { values } = formValuesFromQr(qr);
  return encodedValue(values, null);
};
