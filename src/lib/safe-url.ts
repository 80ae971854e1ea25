import { isHttpUrl } from '../api/fields';

/** The only URLs the dashboard turns into links or loads: absolute http(s). Anything else is null. */
export const toSafeHttpUrl = (value: unknown): string | null =>
  typeof value === 'string' && isHttpUrl(value.trim()) ? value.trim() : null;

/** True when a URL points at the page's own origin (so loading it is not a third-party request). */
export const isSameOrigin = (value: string, origin = globalThis.location?.origin): boolean => {
  const url = toSafeHttpUrl(value);
  if (!url || !origin) return false;
  return new URL(url).origin === origin;
};

/**
 * The QR designer opened for one short link (`/qr/new?link=<short url>&name=<name>`). Written by
 * the Links page, read by the designer; kept here with the rule it relies on, so the two pages
 * load no extra file. The code encodes the short link itself, as a static (text) code: a scan is
 * a visit of the link and is counted once, as its click (docs/decisions/0027-qr-from-a-link.md).
 */
export const qrFromLinkPath = (shortUrl: string, name: string): string =>
  `/qr/new?${new URLSearchParams({ link: shortUrl, name }).toString()}`;

/** What the address asks the designer to start from; only an http(s) link is taken. */
export const readQrFromLink = (
  params: URLSearchParams,
): { type: 'text'; text: string; name: string } | null => {
  const link = toSafeHttpUrl(params.get('link'));
  return link
    ? { type: 'text', text: link, name: (params.get('name') ?? '').trim().slice(0, 100) }
    : null;
};

/** An instance's address as people name it: its host (`go.example.com`), else the text itself. */
export const hostOf = (baseUrl: string): string => {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
};
