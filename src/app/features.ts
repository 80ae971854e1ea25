import type { Feature } from '../features/route-context';
import { sessionFeature } from '../features/session/session-routes';
import { overviewFeature } from '../features/overview/overview-routes';
import { linksFeature } from '../features/links/links-routes';
import { campaignsFeature } from '../features/campaigns/campaigns-routes';
import { channelsFeature } from '../features/channels/channels-routes';
import { qrCodesFeature } from '../features/qr-codes/qr-codes-routes';
import { pixelsFeature } from '../features/pixels/pixels-routes';
import { domainsFeature } from '../features/domains/domains-routes';
import { overlaysFeature } from '../features/overlays/overlays-routes';
import { splashPagesFeature } from '../features/splash-pages/splash-pages-routes';
import { accountFeature } from '../features/account/account-routes';
import { jobsFeature } from '../features/jobs/jobs-routes';

/**
 * Every feature of the dashboard, in navigation order. Adding a page = write
 * `features/<resource>/<resource>-routes.tsx` exporting a `Feature`, then add it here
 * (docs/decisions/0003-routes-and-queries.md).
 */
export const features: Feature[] = [
  sessionFeature,
  overviewFeature,
  linksFeature,
  campaignsFeature,
  channelsFeature,
  qrCodesFeature,
  pixelsFeature,
  domainsFeature,
  overlaysFeature,
  splashPagesFeature,
  accountFeature,
  jobsFeature,
];
