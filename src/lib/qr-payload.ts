import type { WifiEncryption } from '../api/qr-codes';

/** The exact text printed into a static QR code, in the formats phone scanners understand. */

/** Escapes `\ ; , : "` with a backslash, as the `WIFI:` format requires. */
export const escapeWifiValue = (value: string): string => value.replace(/([\\;,:"])/g, '\\$1');

export type WifiPayload = { ssid: string; pass?: string; encryption?: WifiEncryption };

/** `WIFI:T:WPA;S:<ssid>;P:<pass>;;` — an open network has `T:nopass` and no password. */
export const wifiPayload = ({ ssid, pass = '', encryption = '' }: WifiPayload): string => {
  const auth = encryption === '' ? 'nopass' : encryption;
  const password = encryption === '' ? '' : `P:${escapeWifiValue(pass)};`;
  return `WIFI:T:${auth};S:${escapeWifiValue(ssid)};${password};`;
};

/** `SMSTO:<number>:<message>` — the message may contain colons, only the first one separates. */
export const smsPayload = ({ phone, message = '' }: { phone: string; message?: string }): string =>
  `SMSTO:${phone}:${message}`;

export const textPayload = (text: string): string => text;
