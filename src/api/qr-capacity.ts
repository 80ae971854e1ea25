import { z } from 'zod/mini';
import { formatCount } from '../lib/format-date';
import { t } from '../lib/i18n';
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

/**
 * The message that names the limit, for the form and the server alike, in the language active
 * when it is made (the server's is English). The numbers come formatted (`formatCount`): the
 * server formats no `{n, number}` (its messages are not compiled).
 */
export const qrCapacityMessage = ({ bytes, limit, hasLogo }: QrCapacity): string => {
  const values = {
    bytes: formatCount(bytes),
    limit: formatCount(limit),
    over: formatCount(bytes - limit),
  };
  return hasLogo
    ? t(
        {
          defaultMessage:
            'The content is too long for a QR code: it takes {bytes} bytes and a code with a logo holds at most {limit}. Shorten it by {over} bytes or remove the logo. Accented letters and other scripts take 2 to 4 bytes each.',
          description:
            'Error: a QR code with a logo cannot hold this much content; {bytes}, {limit} and {over} are numbers of bytes',
        },
        values,
      )
    : t(
        {
          defaultMessage:
            'The content is too long for a QR code: it takes {bytes} bytes and a code holds at most {limit}. Shorten it by {over} bytes. Accented letters and other scripts take 2 to 4 bytes each.',
          description:
            'Error: a QR code cannot hold this much content; {bytes}, {limit} and {over} are numbers of bytes',
        },
        values,
      );
};

/** The designer's running count: "1,131 of 2,331 bytes left in the code". */
export const qrCapacityLeft = ({ bytes, limit, hasLogo }: QrCapacity): string => {
  const values = {
    left: formatCount(limit - bytes),
    over: formatCount(bytes - limit),
    limit: formatCount(limit),
  };
  if (bytes <= limit)
    return hasLogo
      ? t(
          {
            defaultMessage: '{left} of {limit} bytes left in the code (with a logo)',
            description: 'QR designer: how much more content fits in a code with a logo',
          },
          values,
        )
      : t(
          {
            defaultMessage: '{left} of {limit} bytes left in the code',
            description: 'QR designer: how much more content fits in the code',
          },
          values,
        );
  return hasLogo
    ? t(
        {
          defaultMessage: '{over} bytes too many: a code with a logo holds at most {limit} bytes',
          description: 'QR designer: the content is too long for a code with a logo',
        },
        values,
      )
    : t(
        {
          defaultMessage: '{over} bytes too many: a code holds at most {limit} bytes',
          description: 'QR designer: the content is too long for a code',
        },
        values,
      );
};

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
