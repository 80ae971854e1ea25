import { campaigns } from '../../resources/campaigns';
import { channels } from '../../resources/channels';
import type { ExportKind } from '../../resources/export';
import { links } from '../../resources/links';
import { qrCodes } from '../../resources/qr-codes';

/**
 * What each export reads and writes: its resource's `export` declaration (the panel has its own
 * words for each kind, in the user's language).
 */
export const EXPORTABLE = {
  links: links.export,
  qr: qrCodes.export,
  campaigns: campaigns.export,
  channels: channels.export,
} satisfies Record<ExportKind, { file: string }>;
