/** The lists that can be exported to CSV, and how the UI names them. */
export type ExportKind = 'links' | 'qr' | 'campaigns' | 'channels';

export const EXPORT_KINDS: Record<ExportKind, { noun: string; file: string }> = {
  links: { noun: 'links', file: 'links' },
  qr: { noun: 'QR codes', file: 'qr-codes' },
  campaigns: { noun: 'campaigns', file: 'campaigns' },
  channels: { noun: 'channels with their items', file: 'channel-items' },
};
