import type { QueryKey } from '@tanstack/react-query';
import { campaignQueries } from '../campaigns/campaigns-queries';
import { channelQueries } from '../channels/channels-queries';
import { linkQueries } from '../links/links-queries';
import { qrQueries } from '../qr-codes/qr-codes-queries';
import type { JobKind } from './job-model';

/** What each kind of job changes on the server, as a mutation would declare it. */
export const JOB_CHANGES: Record<JobKind, readonly QueryKey[]> = {
  'import-links': [linkQueries.lists(), campaignQueries.lists(), channelQueries.allItems()],
  'delete-links': [linkQueries.lists(), campaignQueries.lists(), channelQueries.allItems()],
  'delete-qr': [qrQueries.lists(), channelQueries.allItems()],
  'assign-campaign': [campaignQueries.lists(), linkQueries.lists()],
  'add-to-channel': [channelQueries.allItems(), channelQueries.lists()],
};
