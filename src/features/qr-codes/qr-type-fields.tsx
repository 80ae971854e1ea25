import type { ReactNode } from 'react';
import { WIFI_ENCRYPTIONS, type QrType, type WifiEncryption } from '../../api/qr-codes';
import { useWatch } from 'react-hook-form';
import { SelectField } from '../../components/form/select-field';
import { PasswordField, TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';

const WIFI_LABELS: Record<WifiEncryption, string> = {
  WPA: 'WPA/WPA2/WPA3 (most networks)',
  WEP: 'WEP (old networks)',
  '': 'None (open network)',
};
const WIFI_OPTIONS = WIFI_ENCRYPTIONS.map((value) => ({ value, label: WIFI_LABELS[value] }));

const Group = ({ legend, children }: { legend: string; children: ReactNode }) => (
  <fieldset className="space-y-3">
    <legend className="text-sm font-semibold text-gray-800 dark:text-gray-200">{legend}</legend>
    <div className="grid gap-3 sm:grid-cols-2">{children}</div>
  </fieldset>
);

/** The fields of every type but link (qr-form.tsx has that one), in the words the marketer knows. */
export const TypeFields = ({ type }: { type: Exclude<QrType, 'link'> }) => {
  switch (type) {
    case 'text':
      return (
        <TextareaField
          name="text"
          label="Text"
          hint="Up to 1000 characters. Short texts give codes that scan more easily."
          isRequired
        />
      );
    case 'phone':
      return (
        <TextField
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          hint="Digits with an optional leading +, e.g. +44 20 7946 0958."
          isRequired
        />
      );
    case 'email':
      return (
        <div className="space-y-3">
          <TextField name="email.email" label="Email address" type="email" isRequired />
          <TextField name="email.subject" label="Subject" />
          <TextareaField name="email.body" label="Message" />
        </div>
      );
    case 'sms':
      return (
        <div className="space-y-3">
          <TextField name="sms.phone" label="Phone number" type="tel" isRequired />
          <TextareaField name="sms.message" label="Message" />
        </div>
      );
    case 'wifi':
      return <WifiFields />;
    case 'vcard':
      return (
        <div className="space-y-5">
          <Group legend="Name">
            <TextField name="vcard.fname" label="First name" autoComplete="off" />
            <TextField name="vcard.lname" label="Last name" autoComplete="off" />
            <TextField name="vcard.org" label="Organisation" autoComplete="off" />
          </Group>
          <Group legend="Phone">
            <TextField name="vcard.phone" label="Phone" type="tel" />
            <TextField name="vcard.cell" label="Mobile" type="tel" />
            <TextField name="vcard.fax" label="Fax" type="tel" />
          </Group>
          <Group legend="Online">
            <TextField name="vcard.email" label="Email" type="email" />
            <TextField name="vcard.site" label="Website" type="url" placeholder="https://" />
          </Group>
          <Group legend="Address">
            <TextField name="vcard.street" label="Street" />
            <TextField name="vcard.city" label="City" />
            <TextField name="vcard.state" label="State or region" />
            <TextField name="vcard.zip" label="Postal code" />
            <TextField name="vcard.country" label="Country" />
          </Group>
          <Group legend="Social profiles">
            <TextField name="vcard.facebook" label="Facebook" type="url" placeholder="https://" />
            <TextField name="vcard.instagram" label="Instagram" type="url" placeholder="https://" />
            <TextField name="vcard.twitter" label="X (Twitter)" type="url" placeholder="https://" />
            <TextField name="vcard.linkedin" label="LinkedIn" type="url" placeholder="https://" />
          </Group>
        </div>
      );
  }
};

const WifiFields = () => {
  const encryption: unknown = useWatch({ name: 'wifi.encryption' });
  return (
    <div className="space-y-3">
      <TextField name="wifi.ssid" label="Network name (SSID)" autoComplete="off" isRequired />
      <SelectField name="wifi.encryption" label="Encryption" options={WIFI_OPTIONS} isRequired />
      {encryption !== '' && (
        <PasswordField
          name="wifi.pass"
          label="Password"
          autoComplete="off"
          hint={
            encryption === 'WPA'
              ? '8 to 63 characters.'
              : '5 or 13 characters, or 10 or 26 hex digits.'
          }
          isRequired
        />
      )}
    </div>
  );
};
