import type { ReactNode } from 'react';
import { WIFI_ENCRYPTIONS, type QrType, type WifiEncryption } from '../../api/qr-codes';
import { InputField, PasswordInputField } from '../../components/form/input-field';
import { SelectInputField } from '../../components/form/select-input-field';
import { TextareaInputField } from '../../components/form/textarea-input-field';
import type { QrDesignerForm } from './qr-form';

const WIFI_LABELS: Record<WifiEncryption, string> = {
  WPA: 'WPA/WPA2/WPA3 (most networks)',
  WEP: 'WEP (old networks)',
  '': 'None (open network)',
};
const WIFI_OPTIONS = WIFI_ENCRYPTIONS.map((value) => ({ value, label: WIFI_LABELS[value] }));

const DataError = ({ form, type }: { form: QrDesignerForm; type: QrType }) => {
  const message = form.errors[`root.${type}`];
  return message ? (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  ) : null;
};

const Group = ({ legend, children }: { legend: string; children: ReactNode }) => (
  <fieldset className="space-y-3">
    <legend className="text-sm font-semibold text-gray-800 dark:text-gray-200">{legend}</legend>
    <div className="grid gap-3 sm:grid-cols-2">{children}</div>
  </fieldset>
);

/** The fields of every type but link (qr-form.tsx has that one), in the words the marketer knows. */
export const TypeFields = ({
  form,
  type,
}: {
  form: QrDesignerForm;
  type: Exclude<QrType, 'link'>;
}) => {
  const { field } = form;
  switch (type) {
    case 'text':
      return (
        <TextareaInputField
          {...field('text')}
          label="Text"
          hint="Up to 1000 characters. Short texts give codes that scan more easily."
          isRequired
        />
      );
    case 'phone':
      return (
        <InputField
          {...field('phone')}
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
          <InputField {...field('email.email')} label="Email address" type="email" isRequired />
          <InputField {...field('email.subject')} label="Subject" />
          <TextareaInputField {...field('email.body')} label="Message" />
        </div>
      );
    case 'sms':
      return (
        <div className="space-y-3">
          <InputField {...field('sms.phone')} label="Phone number" type="tel" isRequired />
          <TextareaInputField {...field('sms.message')} label="Message" />
        </div>
      );
    case 'wifi':
      return <WifiFields form={form} />;
    case 'vcard':
      return (
        <div className="space-y-5">
          <DataError form={form} type="vcard" />
          <Group legend="Name">
            <InputField {...field('vcard.fname')} label="First name" autoComplete="off" />
            <InputField {...field('vcard.lname')} label="Last name" autoComplete="off" />
            <InputField {...field('vcard.org')} label="Organisation" autoComplete="off" />
          </Group>
          <Group legend="Phone">
            <InputField {...field('vcard.phone')} label="Phone" type="tel" />
            <InputField {...field('vcard.cell')} label="Mobile" type="tel" />
            <InputField {...field('vcard.fax')} label="Fax" type="tel" />
          </Group>
          <Group legend="Online">
            <InputField {...field('vcard.email')} label="Email" type="email" />
            <InputField
              {...field('vcard.site')}
              label="Website"
              type="url"
              placeholder="https://"
            />
          </Group>
          <Group legend="Address">
            <InputField {...field('vcard.street')} label="Street" />
            <InputField {...field('vcard.city')} label="City" />
            <InputField {...field('vcard.state')} label="State or region" />
            <InputField {...field('vcard.zip')} label="Postal code" />
            <InputField {...field('vcard.country')} label="Country" />
          </Group>
          <Group legend="Social profiles">
            <InputField
              {...field('vcard.facebook')}
              label="Facebook"
              type="url"
              placeholder="https://"
            />
            <InputField
              {...field('vcard.instagram')}
              label="Instagram"
              type="url"
              placeholder="https://"
            />
            <InputField
              {...field('vcard.twitter')}
              label="X (Twitter)"
              type="url"
              placeholder="https://"
            />
            <InputField
              {...field('vcard.linkedin')}
              label="LinkedIn"
              type="url"
              placeholder="https://"
            />
          </Group>
        </div>
      );
  }
};

const WifiFields = ({ form }: { form: QrDesignerForm }) => {
  const { field } = form;
  const encryption = form.values.wifi.encryption;
  return (
    <div className="space-y-3">
      <InputField
        {...field('wifi.ssid')}
        label="Network name (SSID)"
        autoComplete="off"
        isRequired
      />
      <SelectInputField
        {...field('wifi.encryption')}
        label="Encryption"
        options={WIFI_OPTIONS}
        isRequired
      />
      {encryption !== '' && (
        <PasswordInputField
          {...field('wifi.pass')}
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
