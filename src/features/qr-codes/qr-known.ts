import { useEffect, useMemo } from 'react';
import type { QrCode } from '../../api/qr-codes';
import { isStaticQrType, qrPayloadOfData } from '../../api/qr-types';
import { toSafeHttpUrl } from '../../lib/safe-url';
import { useAccountScope } from '../../resources/session';
import {
  bindQrDesignDates,
  designFor,
  readQrDesigns,
  type QrDesign,
} from '../../resources/qr-designs';
import type { QrPrintDesign } from '../../lib/qr-print-design';

/** A saved code as this dashboard knows it: what the server reports, and what this device sent. */
export interface KnownQr {
  /** The code, its type, content and colours filled in from this device where the server is silent. */
  qr: QrCode;
  /** The instance's own image of the code: real instances give it as `link` (no type, no data). */
  imageUrl: string | null;
  /** The address a dynamic code opens, when the server gives it (our server's `link`). */
  shortLink: string | null;
  /** What the printed code encodes, when known for certain; never a guess. */
  encoded: string | null;
  /** Whether type and content are known (from the server or from this device). */
  isContentKnown: boolean;
  /** Type and content come from what this device sent, not from the server. */
  isFromDevice: boolean;
  /** Frame and print choices kept on this device with the design, if any. */
  print?: QrPrintDesign;
  /** The logo's width as the designer drew it, when this device designed the code. */
  logoSize?: number;
}

export const knownQr = (reported: QrCode, design?: QrDesign): KnownQr => {
  // Our server sends type and data; real instances send neither and link the code's image.
  const reportsContent = reported.type !== undefined;
  const imageUrl = reportsContent ? null : toSafeHttpUrl(reported.link);
  const shortLink = reportsContent ? toSafeHttpUrl(reported.link) : null;
  const isFromDevice = !reportsContent && design !== undefined;
  const qr: QrCode = isFromDevice
    ? {
        ...reported,
        type: design.type,
        data: design.data,
        background: reported.background ?? design.background,
        foreground: reported.foreground ?? design.foreground,
        logo: reported.logo ?? design.logo,
      }
    : reported;
  const isContentKnown = qr.type !== undefined && qr.data !== undefined && qr.data !== null;
  const encoded =
    qr.type === undefined
      ? null
      : isStaticQrType(qr.type)
        ? qrPayloadOfData(qr.type, qr.data)
        : // A dynamic code encodes its short link, which a real instance does not give.
          shortLink;
  return {
    qr,
    imageUrl,
    shortLink,
    encoded,
    isContentKnown,
    isFromDevice,
    print: design?.print,
    logoSize: design?.logoSize,
  };
};

/**
 * Codes with what this device kept for them (qr-designs.ts), read once per page: a page that
 * saves a design navigates away, so the next page reads it anew.
 */
export const useKnownQrs = (listed: readonly QrCode[]): ((reported: QrCode) => KnownQr) => {
  const scope = useAccountScope();
  const designs = useMemo(() => readQrDesigns(scope), [scope]);
  useEffect(() => bindQrDesignDates(scope, listed), [scope, listed]);
  return (reported) => knownQr(reported, designFor(designs, reported));
};

export const useKnownQr = (reported: QrCode): KnownQr =>
  useKnownQrs(useMemo(() => [reported], [reported]))(reported);
