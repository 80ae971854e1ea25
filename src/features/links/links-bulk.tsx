import { linkLabel, type Link } from '../../api/links';
import { BulkBar, type BulkAction } from '../../components/ui/bulk-bar';
import { lazyWithPreload } from '../../components/ui/dialog';
import { useT } from '../../components/i18n/use-t';
import { defineMessage, type Message } from '../../lib/i18n';
import { useBulkJobs, useCampaignChoice, useChannelChoice } from '../../resources/bulk-choices';
import type { LinkChangeKind } from './links-bulk-forms';

const KINDS = ['delete-links', 'assign-campaign', 'add-to-channel', 'update-links'] as const;

// The forms and the link option rules they check with load when one of them opens.
const LinkChangeForm = lazyWithPreload(
  async () => (await import('./links-bulk-forms')).LinkChangeForm,
);

const CHANGES: { kind: LinkChangeKind; label: Message }[] = [
  { kind: 'expiry', label: defineMessage({ defaultMessage: 'Set expiry' }) },
  { kind: 'password', label: defineMessage({ defaultMessage: 'Set or remove password' }) },
  { kind: 'pixels', label: defineMessage({ defaultMessage: 'Add pixels' }) },
  { kind: 'type', label: defineMessage({ defaultMessage: 'Set redirect type' }) },
];

const DELETING_LINKS = defineMessage({
  defaultMessage: '{count, plural, one {Deleting # link} other {Deleting # links}}',
});

/** Select, then act on the Links list: each action runs as a job (features/jobs). */
export const useLinksBulk = (rows: Link[]) => {
  const t = useT();
  const bulk = useBulkJobs(rows, { kinds: KINDS, label: linkLabel });
  const { count } = bulk.selection;
  const campaign = useCampaignChoice((campaignId, name) =>
    bulk.start({
      kind: 'assign-campaign',
      title: t(
        {
          defaultMessage:
            '{count, plural, one {Assigning # link to {campaign}} other {Assigning # links to {campaign}}}',
          description: 'campaign: the name of a campaign',
        },
        { count, campaign: name },
      ),
      campaignId,
      targetName: name,
    }),
  );
  const channel = useChannelChoice(bulk, 'links');
  const actions = CHANGES.map(({ kind, label }): BulkAction => ({
    label: t(label),
    preload: LinkChangeForm.preload,
    form: (close) => (
      <LinkChangeForm
        kind={kind}
        ids={bulk.ids()}
        count={count}
        onStart={(title, changeOf) => bulk.start({ kind: 'update-links', title }, changeOf)}
        onClose={close}
      />
    ),
  }));
  const bar = (
    <BulkBar
      selection={bulk.selection}
      noun="links"
      onDelete={() => bulk.start({ kind: 'delete-links', title: t(DELETING_LINKS, { count }) })}
      choices={[campaign, channel]}
      actions={actions}
    />
  );
  return { column: bulk.column, outcome: bulk.outcome, bar };
};
