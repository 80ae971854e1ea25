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
