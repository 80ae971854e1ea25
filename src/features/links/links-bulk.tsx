import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../api/errors';
import { MAX_PAGE_SIZE } from '../../api/fields';
import type { Link } from '../../api/links';
import { BulkBar } from '../../components/ui/bulk-bar';
import { selectionColumn, useSelection } from '../../components/ui/selection';
import { linkLabel } from '../../api/links';
import { campaigns } from '../../resources/campaigns';
import { channels } from '../../resources/channels';
import { useJobEngine, useRowStatus } from '../../resources/jobs';
import { useApiClient } from '../../resources/session';

const KINDS = ['delete-links', 'assign-campaign', 'add-to-channel'] as const;

/** Select, then act on the Links list: each action runs as a job (features/jobs). */
export const useLinksBulk = (rows: Link[]) => {
  const client = useApiClient();
  const selection = useSelection(rows, (link) => link.id);
  // Selecting a row is the intent to act: the engine loads then, not with every list.
  const engine = useJobEngine({ load: selection.count > 0 });
  const statusOf = useRowStatus(KINDS);
  const [wants, setWants] = useState({ campaigns: false, channels: false });
  const campaignList = useQuery({
    ...campaigns.queries.list(client, { page: 1, limit: MAX_PAGE_SIZE }),
    enabled: wants.campaigns,
  });
  const channelList = useQuery({
    ...channels.queries.list(client, { page: 1, limit: MAX_PAGE_SIZE }),
    enabled: wants.channels,
  });

  const items = () =>
    rows
      .filter((link) => selection.isSelected(link.id))
      .map((link) => ({ key: String(link.id), label: linkLabel(link), targetId: link.id }));
  const start = (job: Parameters<NonNullable<typeof engine>['start']>[0]) => {
    void engine?.start(job);
    selection.clear();
  };
  const noun = (n: number) => (n === 1 ? 'link' : 'links');

  const column = selectionColumn(
    selection,
    (link: Link) => link.id,
    linkLabel,
    (link) => statusOf(link.id),
  );
  const bar = (
    <BulkBar
      count={selection.count}
      noun={noun(selection.count)}
      onClear={selection.clear}
      deleteEffect="stop working and their click statistics are deleted."
      onDelete={() =>
        start({
          kind: 'delete-links',
          title: `Deleting ${selection.count} ${noun(selection.count)}`,
          items: items(),
        })
      }
      choices={[
        {
          label: 'Assign to a campaign',
          fieldLabel: 'Campaign',
          options: campaignList.data?.items,
          loadError: campaignList.error ? describeError(campaignList.error) : undefined,
          onOpen: () => setWants((w) => ({ ...w, campaigns: true })),
          onChoose: (campaignId) =>
            start({
              kind: 'assign-campaign',
              title: `Assigning ${selection.count} ${noun(selection.count)} to a campaign`,
              campaignId,
              items: items(),
            }),
        },
        {
          label: 'Add to a channel',
          fieldLabel: 'Channel',
          options: channelList.data?.items,
          loadError: channelList.error ? describeError(channelList.error) : undefined,
          onOpen: () => setWants((w) => ({ ...w, channels: true })),
          onChoose: (channelId) =>
            start({
              kind: 'add-to-channel',
              title: `Adding ${selection.count} ${noun(selection.count)} to a channel`,
              channelId,
              itemType: 'links',
              items: items(),
            }),
        },
      ]}
    />
  );
  return { column, bar };
};
