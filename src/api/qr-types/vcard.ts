import { z } from 'zod/mini';
import { email, EMAIL, optionalHttpUrl, phoneNumber } from '../fields';
import { defineMessage, t, type Message } from '../../lib/i18n';
import { defineQrType, optionalText, withoutEmpty } from './qr-type-spec';

const optionalPhone = (field: Message) => z.optional(z.union([z.literal(''), phoneNumber(field)]));

// A contact card's fields are named the same in the designer and in its messages.
const FIRST_NAME = defineMessage({ defaultMessage: 'First name', description: 'Field name' });
const LAST_NAME = defineMessage({ defaultMessage: 'Last name', description: 'Field name' });
const ORGANISATION = defineMessage({ defaultMessage: 'Organisation', description: 'Field name' });
const PHONE = defineMessage({
  defaultMessage: 'Phone',
  description: 'Field name: a landline number, and a section of a contact card',
});
const MOBILE = defineMessage({
  defaultMessage: 'Mobile',
  description: 'Field name: a mobile number',
});
const FAX = defineMessage({ defaultMessage: 'Fax', description: 'Field name: a fax number' });
const WEBSITE = defineMessage({ defaultMessage: 'Website', description: 'Field name' });
const STREET = defineMessage({
  defaultMessage: 'Street',
  description: 'Field name: the street of a postal address',
});
const CITY = defineMessage({ defaultMessage: 'City', description: 'Field name' });
const STATE = defineMessage({ defaultMessage: 'State or region', description: 'Field name' });
const POSTAL_CODE = defineMessage({ defaultMessage: 'Postal code', description: 'Field name' });
const COUNTRY = defineMessage({ defaultMessage: 'Country', description: 'Field name' });

// The sections of the form.
const NAME = defineMessage({
  defaultMessage: 'Name',
  description: 'Section of a contact card: first name, last name, organisation',
});
const ONLINE = defineMessage({
  defaultMessage: 'Online',
  description: 'Section of a contact card: email and website',
});
const ADDRESS = defineMessage({
  defaultMessage: 'Address',
  description: 'Section of a contact card: a postal address',
});
const SOCIAL_URL = {
  control: 'url',
  placeholder: 'https://',
  group: defineMessage({
    defaultMessage: 'Social profiles',
    description: 'Section of a contact card: links to social network profiles',
  }),
} as const;

const EMPTY = {
  fname: '',
  lname: '',
  org: '',
  phone: '',
  cell: '',
  fax: '',
  email: '',
  site: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  country: '',
  facebook: '',
  instagram: '',
  twitter: '',
  linkedin: '',
};

export const vcardQr = defineQrType({
  label: defineMessage({
    defaultMessage: 'Contact card',
    description: 'QR code type: saves a contact (vCard)',
  }),
  description: defineMessage({
    defaultMessage: 'Saves a contact (vCard).',
    description: 'What a QR code of the type Contact card does',
  }),
  schema: z
    .strictObject({
      fname: optionalText(FIRST_NAME),
      lname: optionalText(LAST_NAME),
      org: optionalText(ORGANISATION),
      phone: optionalPhone(PHONE),
      cell: optionalPhone(MOBILE),
      fax: optionalPhone(FAX),
      email: z.optional(z.union([z.literal(''), email()])),
      site: optionalHttpUrl(WEBSITE),
      street: optionalText(STREET),
      city: optionalText(CITY),
      state: optionalText(STATE),
      zip: optionalText(POSTAL_CODE, 20),
      country: optionalText(COUNTRY),
      facebook: optionalHttpUrl(
        defineMessage({ defaultMessage: 'Facebook profile', description: 'Field name' }),
      ),
      instagram: optionalHttpUrl(
        defineMessage({ defaultMessage: 'Instagram profile', description: 'Field name' }),
      ),
      twitter: optionalHttpUrl(
        defineMessage({ defaultMessage: 'X (Twitter) profile', description: 'Field name' }),
      ),
      linkedin: optionalHttpUrl(
        defineMessage({ defaultMessage: 'LinkedIn profile', description: 'Field name' }),
      ),
    })
    .check(
      z.refine((v) => Object.values(v).some((value) => typeof value === 'string' && value !== ''), {
        error: () =>
          t({
            defaultMessage: 'Fill in at least one contact field.',
            description: 'Validation error of an empty contact card',
          }),
      }),
    ),
  emptyDraft: EMPTY,
  fields: [
    { key: 'fname', label: FIRST_NAME, control: 'text', autoComplete: 'off', group: NAME },
    { key: 'lname', label: LAST_NAME, control: 'text', autoComplete: 'off', group: NAME },
    { key: 'org', label: ORGANISATION, control: 'text', autoComplete: 'off', group: NAME },
    { key: 'phone', label: PHONE, control: 'tel', group: PHONE },
    { key: 'cell', label: MOBILE, control: 'tel', group: PHONE },
    { key: 'fax', label: FAX, control: 'tel', group: PHONE },
    { key: 'email', label: EMAIL, control: 'email', group: ONLINE },
    { key: 'site', label: WEBSITE, control: 'url', placeholder: 'https://', group: ONLINE },
    { key: 'street', label: STREET, control: 'text', group: ADDRESS },
    { key: 'city', label: CITY, control: 'text', group: ADDRESS },
    { key: 'state', label: STATE, control: 'text', group: ADDRESS },
    { key: 'zip', label: POSTAL_CODE, control: 'text', group: ADDRESS },
    { key: 'country', label: COUNTRY, control: 'text', group: ADDRESS },
    // Product names, the same in every language: messages no catalog translates.
    { key: 'facebook', label: { defaultMessage: 'Facebook' }, ...SOCIAL_URL },
    { key: 'instagram', label: { defaultMessage: 'Instagram' }, ...SOCIAL_URL },
    { key: 'twitter', label: { defaultMessage: 'X (Twitter)' }, ...SOCIAL_URL },
    { key: 'linkedin', label: { defaultMessage: 'LinkedIn' }, ...SOCIAL_URL },
  ],
  toData: withoutEmpty,
  toDraft: (data) => ({ ...EMPTY, ...data }),
});
