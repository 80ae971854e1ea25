import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  assignLinkToCampaign,
  createCampaign,
  deleteCampaign,
  getCampaigns,
  updateCampaign,
  type CampaignCreateInput,
  type CampaignUpdateInput,
} from '../../api/campaigns';
import type { ApiClient } from '../../api/http';
import type { PageParams } from '../../api/envelope';
import { readPageParams } from '../../lib/url-state';
import { useApiClient } from '../route-context';

/** The slug of a rotator URL (`https://go.example.com/r/spring` → `spring`), or ''. */
export const slugOfRotator = (rotator: string | null): string => {
  if (!rotator) return '';
  try {
    return decodeURIComponent(new URL(rotator).pathname.split('/').filter(Boolean).pop() ?? '');
  } catch {
    return '';
  }
};

export const campaignQueries = {
  all: () => ['campaigns'] as const,
  lists: () => [...campaignQueries.all(), 'list'] as const,
  list: (client: ApiClient, params: PageParams) =>
    queryOptions({
      queryKey: [...campaignQueries.lists(), { page: params.page, limit: params.limit }] as const,
      queryFn: (context) => getCampaigns(client, params, context),
    }),
};

/** Primes the page's list before it renders; the page reads it with useSuspenseQuery. */
export const campaignsPage = (client: ApiClient, url: string) =>
  campaignQueries.list(client, readPageParams(url));

/** Every campaign mutation changes only the campaign lists (names, URLs, link counts). */
const listsChange = { invalidates: [campaignQueries.lists()] } as const;

export const useCreateCampaign = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: CampaignCreateInput) => createCampaign(client, input),
    meta: listsChange,
  });
};

export const useUpdateCampaign = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CampaignUpdateInput }) =>
      updateCampaign(client, id, input),
    meta: listsChange,
  });
};

export const useDeleteCampaign = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (id: number) => deleteCampaign(client, id),
    meta: listsChange,
  });
};

/** Assigning moves the link out of any other campaign: both counts change, so the lists refetch. */
export const useAssignLinkToCampaign = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ campaignId, linkId }: { campaignId: number; linkId: number }) =>
      assignLinkToCampaign(client, campaignId, linkId),
    meta: listsChange,
  });
};
