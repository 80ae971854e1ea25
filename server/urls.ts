/** Every public address the server hands out, built from PUBLIC_URL (see docs/decisions/00*-server-*). */
export interface PublicUrls {
  base: string;
  shortLink: (alias: string, brandedDomain?: string | null) => string;
  qr: (code: string) => string;
  /** The code's own image (SVG), which real instances give as a QR code's link. */
  qrImage: (code: string) => string;
  rotator: (slug: string) => string;
  campaignList: (idOrSlug: string | number) => string;
  bio: (alias: string) => string;
}

export const publicUrls = (publicUrl: string): PublicUrls => {
  const base = publicUrl.replace(/\/+$/, '');
  const enc = encodeURIComponent;
  return {
    base,
    shortLink: (alias, brandedDomain) =>
      brandedDomain ? `${brandedDomain}/${enc(alias)}` : `${base}/s/${enc(alias)}`,
    qr: (code) => `${base}/q/${enc(code)}`,
    qrImage: (code) => `${base}/q/${enc(code)}.svg`,
    rotator: (slug) => `${base}/r/${enc(slug)}`,
    campaignList: (idOrSlug) => `${base}/c/${enc(String(idOrSlug))}`,
    bio: (alias) => `${base}/b/${enc(alias)}`,
  };
};
