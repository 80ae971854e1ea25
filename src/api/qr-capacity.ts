import { z } from 'zod/mini';
import { qrPayloadOfData, type QrType } from './qr-types';

/**
 * What fits a printed code (docs/decisions/0026-qr-capacity.md). Static types print their payload, so
 * its size is bounded; the other types print their short link, which always fits.
 */

export type QrLevel = 'M' | 'H';
/** A logo hides modules; level H lets scanners restore up to ~30% of the code. */
export const qrLevelFor = (hasLogo: boolean): QrLevel => (hasLogo ? 'H' : 'M');

/**
 * Bytes the largest code (version 40) holds in byte mode (ISO/IEC 18004, table 7). The encoder
 * (qrcode.react's qrcodegen) writes any text but pure digits or capitals as UTF-8 bytes, so a
 * payload within this many bytes always draws; digits and capitals alone pack tighter still.
 */
export const QR_BYTE_CAPACITY: Record<QrLevel, number> = { M: 2331, H: 1273 };

export interface QrCapacity {
  /** The payload's size in UTF-8 bytes. */
  bytes: number;
  /** The most bytes a code holds at the level used. */
  limit: number;
  hasLogo: boolean;
}

const utf8 = new TextEncoder();

export const qrCapacityOf = (payload: string, hasLogo: boolean): QrCapacity => ({
  bytes: utf8.encode(payload).length,
  limit: QR_BYTE_CAPACITY[qrLevelFor(hasLogo)],
  hasLogo,
});

export const isOverCapacity = ({ bytes, limit }: QrCapacity): boolean => bytes > limit;

const count = (n: number) => n.toLocaleString('en-US');
const aCode = (hasLogo: boolean) => (hasLogo ? 'a code with a logo' : 'a code');

/** The message that names the limit, for the form and the server alike. */
export const qrCapacityMessage = ({ bytes, limit, hasLogo }: QrCapacity): string =>
  `The content is too long for a QR code: it takes ${count(bytes)} bytes and ${aCode(hasLogo)} ` +
  `holds at most ${count(limit)}. Shorten it by ${count(bytes - limit)} bytes` +
  (hasLogo ? ' or remove the logo.' : '.') +
  ' Accented letters and other scripts take 2 to 4 bytes each.';

/** The designer's running count: "1,131 of 2,331 bytes left in the code". */
export const qrCapacityLeft = ({ bytes, limit, hasLogo }: QrCapacity): string =>
  bytes <= limit
    ? `${count(limit - bytes)} of ${count(limit)} bytes left in the code${hasLogo ? ' (with a logo)' : ''}`
    : `${count(bytes - limit)} bytes too many: ${aCode(hasLogo)} holds at most ${count(limit)} bytes`;

/**
 * The one rule for what fits, on a create or update body: a static type's payload at the level
 * its logo asks for. `stored` is what an update leaves as it is: the type, and the logo when the
 * body sends none.
 */
export const fitsQrCode = (stored: { type?: QrType; logo?: string } = {}) =>
  z.superRefine((value: { type?: QrType; data?: unknown; logo?: string }, ctx) => {
    const type = stored.type ?? value.type;
    if (type === undefined || value.data === undefined) return;
    const payload = qrPayloadOfData(type, value.data);
    if (payload === null) return;
    const capacity = qrCapacityOf(payload, Boolean(value.logo ?? stored.logo));
    if (isOverCapacity(capacity))
      ctx.addIssue({
        code: 'custom',
        path: ['data'],
        message: qrCapacityMessage(capacity),
        input: value.data,
      });
  });
