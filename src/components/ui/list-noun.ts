import { defineMessage, type Message } from '../../lib/i18n';

/**
 * What a list counts (`noun="links"`, `noun="qr"`): a key, never shown as it is. The shared
 * components that say it (pagination, "past the end", the bulk bar) do so in whole sentences of
 * the current language, choosing among these keys (`{noun, select, …}`) or the count's plural form.
 */
export type NounKey =
  | 'links'
  | 'qr'
  | 'campaigns'
  | 'channels'
  | 'domains'
  | 'pixels'
  | 'splash'
  | 'overlays'
  | 'bio'
  | 'items';

/** "12 links": a count with its noun, in the number's plural form (`{count}`). */
export const COUNTED: Record<NounKey, Message> = {
  links: defineMessage({ defaultMessage: '{count, plural, one {# link} other {# links}}' }),
  qr: defineMessage({ defaultMessage: '{count, plural, one {# QR code} other {# QR codes}}' }),
  campaigns: defineMessage({
    defaultMessage: '{count, plural, one {# campaign} other {# campaigns}}',
  }),
  channels: defineMessage({
    defaultMessage: '{count, plural, one {# channel} other {# channels}}',
  }),
  domains: defineMessage({
    defaultMessage: '{count, plural, one {# domain} other {# domains}}',
    description: 'Branded domains',
  }),
  pixels: defineMessage({
    defaultMessage: '{count, plural, one {# pixel} other {# pixels}}',
    description: 'Tracking pixels',
  }),
  splash: defineMessage({
    defaultMessage: '{count, plural, one {# splash page} other {# splash pages}}',
  }),
  overlays: defineMessage({
    defaultMessage: '{count, plural, one {# CTA overlay} other {# CTA overlays}}',
  }),
  bio: defineMessage({ defaultMessage: '{count, plural, one {# bio page} other {# bio pages}}' }),
  items: defineMessage({
    defaultMessage: '{count, plural, one {# item} other {# items}}',
    description: 'Items of a channel: links, QR codes or bio pages',
  }),
};
