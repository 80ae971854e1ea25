import { isStaticQrType, QR_TYPES, type QrType } from '../../api/qr-codes';

/** How each QR type is named and explained to a marketer. */
export const QR_TYPE_INFO: Record<QrType, { label: string; description: string }> = {
  link: { label: 'Link', description: 'Opens a web page.' },
  vcard: { label: 'Contact card', description: 'Saves a contact (vCard).' },
  email: { label: 'Email', description: 'Starts an email.' },
  phone: { label: 'Phone call', description: 'Calls a number.' },
  text: { label: 'Text', description: 'Shows a short text.' },
  sms: { label: 'Text message', description: 'Starts an SMS.' },
  wifi: { label: 'Wi-Fi', description: 'Joins a wireless network.' },
};

/** Dynamic types first: they are the ones that count scans. */
export const QR_TYPE_ORDER: readonly QrType[] = [
  ...QR_TYPES.filter((type) => !isStaticQrType(type)),
  ...QR_TYPES.filter(isStaticQrType),
];

export const scanNote = (type: QrType): string =>
  isStaticQrType(type)
    ? 'Works offline; scans are not counted.'
    : 'Goes through your short link; scans are counted.';

export const qrTypeLabel = (type: QrType | undefined | null): string =>
  type ? QR_TYPE_INFO[type].label : 'Unknown';
