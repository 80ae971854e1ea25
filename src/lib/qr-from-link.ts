import { toSafeHttpUrl } from './safe-url';

/**
 * The QR designer opened for one short link (`/qr/new?link=<short url>&name=<name>`), so a
 * printed code goes through the tracked short link. Written by the Links page, read by the designer.
 */
export const qrFromLinkPath = (shortUrl: string, name: string): string =>
  `/qr/new?${new URLSearchParams({ link: shortUrl, name }).toString()}`;

/** What the address asks the designer to start from; only an http(s) link is taken. */
export const readQrFromLink = (params: URLSearchParams): { link: string; name: string } | null => {
  const link = toSafeHttpUrl(params.get('link'));
  return link ? { link, name: (params.get('name') ?? '').trim().slice(0, 100) } : null;
};
