import { z } from 'zod/mini';
import { label } from '../fields';
import { defineQrType, quote } from './qr-type-spec';

/** How a Wi-Fi network is secured; '' is an open network. */
export const WIFI_ENCRYPTIONS = ['WPA', 'WEP', ''] as const;
export type WifiEncryption = (typeof WIFI_ENCRYPTIONS)[number];

const ENCRYPTION_LABELS: Record<WifiEncryption, string> = {
  WPA: 'WPA/WPA2/WPA3 (most networks)',
  WEP: 'WEP (old networks)',
  '': 'None (open network)',
};

/** Escapes `\ ; , : "` with a backslash, as the `WIFI:` format requires. */
export const escapeWifiValue = (value: string): string => value.replace(/([\\;,:"])/g, '\\$1');

export const wifiQr = defineQrType({
  label: 'Wi-Fi',
  description: 'Joins a wireless network.',
  schema: z
    .strictObject({
      ssid: label('Network name (SSID)', 32),
      pass: z.optional(
        z
          .string({ error: 'Password must be text.' })
          .check(z.maxLength(63, { error: 'Password can be at most 63 characters.' })),
      ),
      encryption: z.optional(
        z.enum(WIFI_ENCRYPTIONS, { error: 'Encryption must be WPA, WEP or none.' }),
      ),
    })
    .check(
      z.superRefine((v, ctx) => {
        const pass = v.pass ?? '';
        if (v.encryption === 'WPA' && pass.length < 8)
          ctx.addIssue({
            code: 'custom',
            path: ['pass'],
            message: 'A WPA password has 8 to 63 characters.',
          });
        if (
          v.encryption === 'WEP' &&
          ![5, 13].includes(pass.length) &&
          !/^([0-9a-fA-F]{10}|[0-9a-fA-F]{26})$/.test(pass)
        )
          ctx.addIssue({
            code: 'custom',
            path: ['pass'],
            message: 'A WEP key has 5 or 13 characters, or 10 or 26 hex digits.',
          });
      }),
    ),
  emptyDraft: { ssid: '', pass: '', encryption: 'WPA' },
  fields: [
    {
      key: 'ssid',
      label: 'Network name (SSID)',
      control: 'text',
      autoComplete: 'off',
      isRequired: true,
    },
    {
      key: 'encryption',
      label: 'Encryption',
      control: 'select',
      options: WIFI_ENCRYPTIONS.map((value) => ({ value, label: ENCRYPTION_LABELS[value] })),
      isRequired: true,
    },
    {
      key: 'pass',
      label: 'Password',
      control: 'password',
      autoComplete: 'off',
      hintBy: {
        key: 'encryption',
        hints: { WPA: '8 to 63 characters.', WEP: '5 or 13 characters, or 10 or 26 hex digits.' },
      },
      hiddenWhen: { key: 'encryption', is: '' },
      isRequired: true,
    },
  ],
  // An open network has no password; sending one would be misleading.
  toData: ({ ssid, pass, encryption }) =>
    encryption === '' ? { ssid, encryption } : { ssid, pass, encryption },
  toDraft: (data) => ({
    ssid: data.ssid,
    pass: data.pass ?? '',
    encryption: data.encryption ?? '',
  }),
  // `WIFI:T:WPA;S:<ssid>;P:<pass>;;`; an open network has `T:nopass` and no password.
  payload: ({ ssid, pass, encryption }) =>
    encryption === ''
      ? `WIFI:T:nopass;S:${escapeWifiValue(ssid)};;`
      : `WIFI:T:${encryption};S:${escapeWifiValue(ssid)};P:${escapeWifiValue(pass)};;`,
  describe: (draft) => `QR code that joins the Wi-Fi network ${quote(draft.ssid.trim())}`,
});
