import { linkLabel, type Link } from '../../api/links';
import { BulkBar } from '../../components/ui/bulk-bar';
import { useBulkJobs, useCampaignChoice, useChannelChoice } from '../../resources/bulk-choices';

const KINDS = ['delete-links', 'assign-campaign', 'add-to-channel'] as const;

/** Select, then act on the Links list: each action runs as a job (features/jobs). */
export const useLinksBulk = (rows: Link[]) => {
  const bulk = useBulkJobs(rows, { kinds: KINDS, label: linkLabel });
  const { count } = bulk.selection;
  const noun = count === 1 ? 'link' : 'links';
  const campaign = useCampaignChoice((campaignId) =>
    bulk.start({
      kind: 'assign-campaign',
      title: `Assigning ${count} ${noun} to a campaign`,
      campaignId,
    }),
  );
  const channel = useChannelChoice((channelId) =>
    bulk.start({
      kind: 'add-to-channel',
      title: `Adding ${count} ${noun} to a channel`,
      channelId,
      itemType: 'links',
    }),
  );
  const bar = (
    <BulkBar
      count={count}
      noun={noun}
      onClear={bulk.selection.clear}
      deleteEffect="stop working and their click statistics are deleted."
      onDelete={() => bulk.start({ kind: 'delete-links', title: `Deleting ${count} ${noun}` })}
      choices={[campaign, channel]}
    />
  );
  return { column: bulk.column, bar };
};
