import type { ApiClient } from '../../api/http';
import type { LinkDetail } from '../../api/links';
import type { QrCodeDetail } from '../../api/qr-codes';
import { links } from '../../resources/links';
import { qrCodes } from '../../resources/qr-codes';
import { OVERVIEW_PAGE_SIZE } from './overview-model';

/**
 * The overview reads the links and QR codes' own queries (their resource declarations), so what it loads serves their
 * pages too (and the other way round): a statistics page opened from here costs nothing.
 */

/** Links ordered by clicks: page 1 holds the top ten and, for most accounts, every link. */
export const overviewLinks = (client: ApiClient, page = 1) =>
  links.queries.list(client, { page, limit: OVERVIEW_PAGE_SIZE, q: '', order: 'click' });

/** QR codes have no order parameter: the overview ranks what it loaded. */
export const overviewQrCodes = (client: ApiClient, page = 1) =>
  qrCodes.queries.list(client, { page, limit: OVERVIEW_PAGE_SIZE });

/** Work the user did not ask for this moment: it never takes the budget from what they do. */
export const BACKGROUND = { priority: 'background' } as const;

/** One link's statistics, from the same cache entry as its statistics page. */
export const linkStats = (client: ApiClient, id: number) => ({
  ...links.queries.detail(client, id),
  select: (detail: LinkDetail) => detail.stats,
  meta: BACKGROUND,
});

/** One QR code's statistics (null for a static type), from its statistics page's entry. */
export const qrStats = (client: ApiClient, id: number) => ({
  ...qrCodes.queries.detail(client, id),
  select: (detail: QrCodeDetail) => detail.stats,
  meta: BACKGROUND,
});
