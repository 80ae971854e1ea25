import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { knownLinkCampaigns } from './link-campaigns';
import { dropWantedCampaigns, useReportedCampaigns } from './link-campaigns-read';
import { links } from './links';
import { useAccountScope, useApiClient } from './session';

/** Work the user did not ask for this moment: the queue keeps its reserve for what they do. */
const BACKGROUND = { priority: 'background' } as const;

/**
 * Reads the links whose campaign was asked for (docs/decisions/0037-campaign-numbers.md), one
 * `GET /api/url/:id` each at `background` priority; loaded by the shell only while some are
 * asked for. The first read alone says whether the service reports campaigns; only then the rest
 * leave.
 */
const CampaignMembershipReader = () => {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const scope = useAccountScope();
  const reported = useReportedCampaigns(scope);
  const known = knownLinkCampaigns(queryClient, scope);
  const pending = reported.reports === false ? [] : reported.wanted.filter((id) => !known.has(id));
  const reading = reported.reports === true ? pending : pending.slice(0, 1);
  const results = useQueries({
    queries: reading.map((id) => ({ ...links.queries.detail(client, id), meta: BACKGROUND })),
  });
  const failed = reading.filter((_, index) => results[index]?.isError);
  const isDone = reported.wanted.length > 0 && pending.length === 0;
  useEffect(() => {
    if (failed.length > 0) dropWantedCampaigns(scope, failed);
    // Known meanwhile without a read (assigned here): nothing left to wait for.
    if (isDone) dropWantedCampaigns(scope, reported.wanted);
  });
  return null;
};

export default CampaignMembershipReader;
