import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { isStaticQrType, qrPayloadOfData } from '../../src/api/qr-types';
import { storedData, type QrRow } from '../db/qr-codes-repository';
import type { PublicUrls } from '../urls';

/**
 * What the printed code encodes: static types their payload (read with their type's rule, null
 * when the stored content fails it), the others their scan address.
 */
const encodedText = (row: QrRow, urls: PublicUrls): string | null =>
  isStaticQrType(row.type) ? qrPayloadOfData(row.type, storedData(row)) : urls.qr(row.code);

/**
 * The code as a standalone SVG in its colours, drawn by the same encoder as the dashboard's;
 * null when its stored content cannot be read.
 */
export const qrImageSvg = (row: QrRow, urls: PublicUrls): string | null => {
  const value = encodedText(row, urls);
  return value === null
    ? null
    : renderToStaticMarkup(
        createElement(QRCodeSVG, {
          value,
          size: 512,
          marginSize: 2,
          bgColor: row.background,
          fgColor: row.foreground,
          xmlns: 'http://www.w3.org/2000/svg',
        }),
      );
};
