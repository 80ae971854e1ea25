import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { isStaticQrType, type QrData } from '../../src/api/qr-codes';
import { smsPayload, wifiPayload } from '../../src/lib/qr-payload';
import type { QrRow } from '../db/qr-codes-repository';
import type { PublicUrls } from '../urls';

/** What the printed code encodes: static types their payload, the others their scan address. */
const encodedText = (row: QrRow, urls: PublicUrls): string => {
  if (!isStaticQrType(row.type)) return urls.qr(row.code);
  if (row.type === 'wifi') return wifiPayload(JSON.parse(row.data) as QrData['wifi']);
  if (row.type === 'sms') return smsPayload(JSON.parse(row.data) as QrData['sms']);
  return JSON.parse(row.data) as QrData['text'];
};

/** The code as a standalone SVG in its colours, drawn by the same encoder as the dashboard's. */
export const qrImageSvg = (row: QrRow, urls: PublicUrls): string =>
  renderToStaticMarkup(
    createElement(QRCodeSVG, {
      value: encodedText(row, urls),
      size: 512,
      marginSize: 2,
      bgColor: row.background,
      fgColor: row.foreground,
      xmlns: 'http://www.w3.org/2000/svg',
    }),
  );
