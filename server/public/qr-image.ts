import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import {
  isOverCapacity,
  qrCapacityMessage,
  qrCapacityOf,
  qrLevelFor,
} from '../../src/api/qr-capacity';
import { isStaticQrType, qrPayloadOfData } from '../../src/api/qr-types';
import { storedData, type QrRow } from '../db/qr-codes-repository';
import type { PublicUrls } from '../urls';

/** A stored row its type's rule no longer accepts (an older version's, or edited by hand). */
export const UNREADABLE =
  'The content of this QR code cannot be read. Its owner can edit the code to enter it again.';

/** The code as a standalone SVG, or why it cannot be drawn (a row stored before the rule). */
export type QrImage = { svg: string } | { problem: string };

/**
 * What the printed code encodes: static types their payload (null when the stored content fails
 * its rule), the others their scan address.
 */
const encodedText = (row: QrRow, urls: PublicUrls): string | null =>
  isStaticQrType(row.type) ? qrPayloadOfData(row.type, storedData(row)) : urls.qr(row.code);

/**
 * The code in its colours, drawn by the same encoder and at the same error-correction level as
 * the dashboard's (H with a logo, M without), so it matches the printed code.
 */
export const qrImage = (row: QrRow, urls: PublicUrls): QrImage => {
  const value = encodedText(row, urls);
  if (value === null) return { problem: UNREADABLE };
  const hasLogo = row.logo !== '';
  const capacity = qrCapacityOf(value, hasLogo);
  if (isOverCapacity(capacity))
    return { problem: `This QR code cannot be drawn. ${qrCapacityMessage(capacity)}` };
  try {
    return {
      svg: renderToStaticMarkup(
        createElement(QRCodeSVG, {
          value,
          size: 512,
          marginSize: 2,
          level: qrLevelFor(hasLogo),
          bgColor: row.background,
          fgColor: row.foreground,
          xmlns: 'http://www.w3.org/2000/svg',
        }),
      ),
    };
  } catch (error) {
    // The encoder refuses what it cannot write (text that is not valid Unicode, say).
    if (error instanceof RangeError || error instanceof URIError)
      return { problem: 'This QR code cannot be drawn: its content cannot be encoded.' };
    throw error;
  }
};
