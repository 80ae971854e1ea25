import { z } from 'zod/mini';
import { fieldError, label, MUST_BE_TEXT, PASSWORD, TOO_LONG } from '../fields';
import { defineMessage, t, type Message } from '../../lib/i18n';
import { clip, defineQrType } from './qr-type-spec';

/** How a Wi-Fi network is secured; '' is an open network. */
export const WIFI_ENCRYPTIONS = ['WPA', 'WEP', ''] as const;
export type WifiEncryption = (typeof WIFI_ENCRYPTIONS)[number];

const ENCRYPTION_LABELS: Record<WifiEncryption, Message> = {
  WPA: defineMessage({
    defaultMessage: 'WPA/WPA2/WPA3 (most networks)',
    description: 'A Wi-Fi network’s security',
  }),
  WEP: defineMessage({
    defaultMessage: 'WEP (old networks)',
    description: 'A Wi-Fi network’s security',
  }),
  '': defineMessage({
    defaultMessage: 'None (open network)',
    description: 'A Wi-Fi network’s security',
  }),
};

const NETWORK_NAME = defineMessage({
  defaultMessage: 'Network name (SSID)',
  description: 'Field name',
});

/** Escapes `\ ; , : "` with a backslash, as the `WIFI:` format requires. */
export const escapeWifiValue = (value: string): string => value.replace(/([\\;,:"])/g, '\\$1');

export const wifiQr = defineQrType({
  label: defineMessage({
    defaultMessage: 'Wi-Fi',
    description: 'QR code type: joins a Wi-Fi network',
  }),
  description: defineMessage({
    defaultMessage: 'Joins a wireless network.',
    description: 'What a QR code of the type Wi-Fi does',
  }),
  schema: z
    .strictObject({
      ssid: label(NETWORK_NAME, 32),
      pass: z.optional(
        z
          .string({ error: fieldError(MUST_BE_TEXT, PASSWORD) })
          .check(z.maxLength(63, { error: fieldError(TOO_LONG, PASSWORD, { max: 63 }) })),
      ),
      encryption: z.optional(
        z.enum(WIFI_ENCRYPTIONS, {
          error: () =>
            t({
              defaultMessage: 'Encryption must be WPA, WEP or none.',
              description:
                'Validation error of a Wi-Fi network’s security; WPA and WEP are not translated',
            }),
        }),
      ),
    })
    .check(
      z.superRefine((v, ctx) => {
        const pass = v.pass ?? '';
        if (v.encryption === 'WPA' && pass.length < 8)
          ctx.addIssue({
            code: 'custom',
            path: ['pass'],
            message: t({
              defaultMessage: 'A WPA password has 8 to 63 characters.',
              description: 'Validation error of a Wi-Fi password',
            }),
          });
        if (
          v.encryption === 'WEP' &&
          ![5, 13].includes(pass.length) &&
          !/^([0-9a-fA-F]{10}|[0-9a-fA-F]{26})$/.test(pass)
        )
          ctx.addIssue({
            code: 'custom',
            path: ['pass'],
            message: t({
              defaultMessage: 'A WEP key has 5 or 13 characters, or 10 or 26 hex digits.',
              description: 'Validation error of a Wi-Fi password',
            }),
          });
      }),
    ),
  emptyDraft: { ssid: '', pass: '', encryption: 'WPA' },
  fields: [
    {
      key: 'ssid',
      label: NETWORK_NAME,
      control: 'text',
      autoComplete: 'off',
      isRequired: true,
    },
    {
      key: 'encryption',
      label: defineMessage({
        defaultMessage: 'Encryption',
        description: 'Field name: a Wi-Fi network’s security',
      }),
      control: 'select',
      options: WIFI_ENCRYPTIONS.map((value) => ({ value, label: ENCRYPTION_LABELS[value] })),
      isRequired: true,
    },
    {
      key: 'pass',
      label: PASSWORD,
      control: 'password',
      autoComplete: 'off',
      hintBy: {
        key: 'encryption',
        hints: {
          WPA: defineMessage({
            defaultMessage: '8 to 63 characters.',
            description: 'Hint under a Wi-Fi password field',
          }),
          WEP: defineMessage({
            defaultMessage: '5 or 13 characters, or 10 or 26 hex digits.',
            description: 'Hint under a Wi-Fi password field',
          }),
        },
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
  describe: (draft) =>
    t(
      {
        defaultMessage: 'QR code that joins the Wi-Fi network “{network}”',
        description: 'Accessible name of a QR code image; {network} is a Wi-Fi network’s name',
      },
      { network: clip(draft.ssid.trim()) },
    ),
});
