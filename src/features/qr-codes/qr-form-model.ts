import type { QrCode, QrCreateInput } from '../../api/qr-codes';
import {
  describeQrDraft,
  emptyQrDrafts,
  isStaticQrType,
  qrDraftOfData,
  qrPayloadOfDraft,
  type QrDrafts,
  type QrType,
} from '../../api/qr-types';
import { toHexColor } from '../../lib/colors';
import { defineMessage, t } from '../../lib/i18n';

/** The create button of the list and the designer's submit: one message for both. */
export const CREATE_QR_CODE = defineMessage({ defaultMessage: 'Create QR code' });

/**
 * The designer keeps a draft for every type (api/qr-types.ts), so switching type never loses
 * what was typed. Only the chosen type's draft is sent, in the shape `qrCreateSchema` checks
 * (qr-form-input.ts).
 */

/** '' in an edit of a code whose type the server does not report, until the user chooses one. */
export type QrFormType = QrType | '';

export type QrFormValues = QrDrafts &
  Required<Pick<QrCreateInput, 'name' | 'foreground' | 'background' | 'logo'>> & {
    type: QrFormType;
    /** Logo width as a fraction of the code's width: preview and scannability only, never sent. */
    logoSize: number;
  };

export const DEFAULT_FOREGROUND = '#000000';
export const DEFAULT_BACKGROUND = '#ffffff';
export const DEFAULT_LOGO_SIZE = 0.2;

export const emptyQrFormValues = (type: QrFormType = 'link'): QrFormValues => ({
  ...emptyQrDrafts(),
  type,
  name: '',
  foreground: DEFAULT_FOREGROUND,
  background: DEFAULT_BACKGROUND,
  logo: '',
  logoSize: DEFAULT_LOGO_SIZE,
});

/**
 * What the printed code encodes: static types carry their payload; the others carry the QR's
 * short link, which only exists once saved (null until then).
 */
export const encodedValue = (values: QrFormValues, shortLink: string | null): string | null => {
  if (values.type === '') return null;
  if (!isStaticQrType(values.type)) return shortLink;
  return qrPayloadOfDraft(values.type, values[values.type]);
};

export const colorsForPreview = (values: Pick<QrFormValues, 'foreground' | 'background'>) => ({
  foreground: toHexColor(values.foreground, DEFAULT_FOREGROUND),
  background: toHexColor(values.background, DEFAULT_BACKGROUND),
});

/** What the code does, in words, for the preview's accessible name. */
export const describeCode = (values: QrFormValues, encoded: string | null): string => {
  if (values.type === '') return t({ defaultMessage: 'No code drawn: its content is not known' });
  if (encoded === null)
    return isStaticQrType(values.type)
      ? t({ defaultMessage: 'Sample QR code: fill in the content to see the real one' })
      : t({ defaultMessage: 'Sample QR code: the real code encodes the short link once saved' });
  return (
    describeQrDraft(values.type, values[values.type]) ??
    t({ defaultMessage: 'QR code for the short link {link}' }, { link: encoded })
  );
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
      ...(isDataKnown && qr.type ? { [qr.type]: qrDraftOfData(qr.type, qr.data) } : {}),
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
