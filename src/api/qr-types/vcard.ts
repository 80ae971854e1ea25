import { z } from 'zod/mini';
import { email, optionalHttpUrl, phoneNumber } from '../fields';
import { defineQrType, optionalText, withoutEmpty } from './qr-type-spec';

const optionalPhone = (field: string) => z.optional(z.union([z.literal(''), phoneNumber(field)]));

const SOCIAL = 'Social profiles';

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
  label: 'Contact card',
  description: 'Saves a contact (vCard).',
  schema: z
    .strictObject({
      fname: optionalText('First name'),
      lname: optionalText('Last name'),
      org: optionalText('Organisation'),
      phone: optionalPhone('Phone'),
      cell: optionalPhone('Mobile'),
      fax: optionalPhone('Fax'),
      email: z.optional(z.union([z.literal(''), email()])),
      site: optionalHttpUrl('Website'),
      street: optionalText('Street'),
      city: optionalText('City'),
      state: optionalText('State or region'),
      zip: optionalText('Postal code', 20),
      country: optionalText('Country'),
      facebook: optionalHttpUrl('Facebook profile'),
      instagram: optionalHttpUrl('Instagram profile'),
      twitter: optionalHttpUrl('X (Twitter) profile'),
      linkedin: optionalHttpUrl('LinkedIn profile'),
    })
    .check(
      z.refine((v) => Object.values(v).some((value) => typeof value === 'string' && value !== ''), {
        error: 'Fill in at least one contact field.',
      }),
    ),
  emptyDraft: EMPTY,
  fields: [
    { key: 'fname', label: 'First name', control: 'text', autoComplete: 'off', group: 'Name' },
    { key: 'lname', label: 'Last name', control: 'text', autoComplete: 'off', group: 'Name' },
    { key: 'org', label: 'Organisation', control: 'text', autoComplete: 'off', group: 'Name' },
    { key: 'phone', label: 'Phone', control: 'tel', group: 'Phone' },
    { key: 'cell', label: 'Mobile', control: 'tel', group: 'Phone' },
    { key: 'fax', label: 'Fax', control: 'tel', group: 'Phone' },
    { key: 'email', label: 'Email', control: 'email', group: 'Online' },
    { key: 'site', label: 'Website', control: 'url', placeholder: 'https://', group: 'Online' },
    { key: 'street', label: 'Street', control: 'text', group: 'Address' },
    { key: 'city', label: 'City', control: 'text', group: 'Address' },
    { key: 'state', label: 'State or region', control: 'text', group: 'Address' },
    { key: 'zip', label: 'Postal code', control: 'text', group: 'Address' },
    { key: 'country', label: 'Country', control: 'text', group: 'Address' },
    { key: 'facebook', label: 'Facebook', control: 'url', placeholder: 'https://', group: SOCIAL },
    {
      key: 'instagram',
      label: 'Instagram',
      control: 'url',
      placeholder: 'https://',
      group: SOCIAL,
    },
    {
      key: 'twitter',
      label: 'X (Twitter)',
      control: 'url',
      placeholder: 'https://',
      group: SOCIAL,
    },
    { key: 'linkedin', label: 'LinkedIn', control: 'url', placeholder: 'https://', group: SOCIAL },
  ],
  toData: withoutEmpty,
  toDraft: (data) => ({ ...EMPTY, ...data }),
});
