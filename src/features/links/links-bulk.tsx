import { linkLabel, type Link } from '../../api/links';
import { BulkBar, type BulkAction } from '../../components/ui/bulk-bar';
import { lazyWithPreload } from '../../components/ui/dialog';
import { useBulkJobs, useCampaignChoice, useChannelChoice } from '../../resources/bulk-choices';
import type { LinkChangeKind } from './links-bulk-forms';

const KINDS = ['delete-links', 'assign-campaign', 'add-to-channel', 'update-links'] as const;

// The forms and the link option rules they check with load when one of them opens.
const LinkChangeForm = lazyWithPreload(
  async () => (await import('./links-bulk-forms')).LinkChangeForm,
);

const CHANGES: { kind: LinkChangeKind; label: string }[] = [
  { kind: 'expiry', label: 'Set expiry' },
  { kind: 'password', label: 'Set or remove password' },
  { kind: 'pixels', label: 'Add pixels' },
  { kind: 'type', label: 'Set redirect type' },
];

/** Select, then act on the Links list: each action runs as a job (features/jobs). */
export const useLinksBulk = (rows: Link[]) => {
  const bulk = useBulkJobs(rows, { kinds: KINDS, label: linkLabel });
  const { count } = bulk.selection;
  const noun = count === 1 ? 'link' : 'links';
  const campaign = useCampaignChoice((campaignId, name) =>
    bulk.start({
      kind: 'assign-campaign',
      title: `Assigning ${count} ${noun} to ${name}`,
      campaignId,
      targetName: name,
    }),
  );
  const channel = useChannelChoice(bulk, 'links');
  const actions = CHANGES.map(({ kind, label }): BulkAction => ({
    label,
    preload: LinkChangeForm.preload,
    form: (close) => (
      <LinkChangeForm
        kind={kind}
        ids={bulk.ids()}
        counted={`${count} ${noun}`}
        onStart={(title, changeOf) => bulk.start({ kind: 'update-links', title }, changeOf)}
        onClose={close}
      />
    ),
  }));
  const bar = (
    <BulkBar
      selection={bulk.selection}
      noun={noun}
      onDelete={() => bulk.start({ kind: 'delete-links', title: `Deleting ${count} ${noun}` })}
      choices={[campaign, channel]}
      actions={actions}
    />
  );
  return { column: bulk.column, outcome: bulk.outcome, bar };
};
