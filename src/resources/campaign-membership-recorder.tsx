import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import {
  campaignOfRead,
  rememberReportedCampaign,
  useReportedCampaigns,
} from './link-campaigns-read';
import { linkKeys } from './link-keys';
import { useAccountScope } from './session';

const CampaignMembershipReader = lazy(() => import('./campaign-membership-reader'));

/**
 * In the signed-in shell (docs/decisions/0037-campaign-numbers.md): keeps what every read of a
 * link reports — the editor, a statistics page, the overview, the membership read — and, only
 * while links are asked for, loads the reader that reads them (so a page that never asks carries
 * none of it).
 */
export const CampaignMembership = () => {
  const queryClient = useQueryClient();
  const scope = useAccountScope();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (!matchQuery({ queryKey: linkKeys.details() }, event.query)) return;
        const data = event.query.state.data as { link?: { id: number } } | undefined;
        if (data?.link) rememberReportedCampaign(scope, data.link.id, campaignOfRead(data));
      }),
    [queryClient, scope],
  );
  const { wanted, reports } = useReportedCampaigns(scope);
  return wanted.length > 0 && reports !== false ? (
    <Suspense fallback={null}>
      <CampaignMembershipReader />
    </Suspense>
  ) : null;
};
