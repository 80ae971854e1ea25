import { skipToken, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page, PageParams } from '../api/envelope';
import { describeError } from '../api/errors';
import { MAX_PAGE_SIZE } from '../api/fields';
import type { ApiClient } from '../api/http';
import type { BulkChoice } from '../components/ui/bulk-bar';
import { selectionColumn, useSelection } from '../components/ui/selection';
import type { LinkChange } from './job-model';
import { useJobEngine, useRowStatus, type JobKind, type NewJob } from './jobs';
import { useApiClient } from './session';

type ChoiceList = (
  client: ApiClient,
  params: PageParams,
) => UseQueryOptions<
  Page<{ id: number; name: string }>,
  Error,
  Page<{ id: number; name: string }>,
  QueryKey
>;

/**
 * A bulk bar's choice of one item of a list: the list's declaration (its module) and the list
 * (one page of 100) load when the choice opens, not with the page that shows the bar.
 */
const useListChoice = (
  loadList: () => Promise<ChoiceList>,
  words: Pick<BulkChoice, 'label' | 'fieldLabel'>,
  onChoose: (id: number) => void,
): BulkChoice => {
  const client = useApiClient();
  const [list, setList] = useState<{ of: ChoiceList }>();
  const query = useQuery({
    ...(list?.of(client, { page: 1, limit: MAX_PAGE_SIZE }) ?? {
      queryKey: ['bulk-choice', words.fieldLabel],
      queryFn: skipToken,
    }),
  });
  return {
    ...words,
    options: query.data?.items,
    loadError: query.error ? describeError(query.error) : undefined,
    onOpen: () => {
      if (!list) void loadList().then((of) => setList({ of }));
    },
    onChoose,
  };
};

/** "Assign to a campaign" on the bulk bar (links). */
export const useCampaignChoice = (onChoose: (campaignId: number) => void) =>
  useListChoice(
    async () => (await import('./campaigns')).campaigns.queries.list as ChoiceList,
    { label: 'Assign to a campaign', fieldLabel: 'Campaign' },
    onChoose,
  );

/** "Add to a channel" on the bulk bar (links, QR codes): a job that adds the selected rows. */
export const useChannelChoice = (
  bulk: Pick<BulkJobs, 'start' | 'selection'>,
  itemType: 'links' | 'qr',
  noun: string,
) =>
  useListChoice(
    async () => (await import('./channels')).channels.queries.list as ChoiceList,
    { label: 'Add to a channel', fieldLabel: 'Channel' },
    (channelId) =>
      bulk.start({
        kind: 'add-to-channel',
        title: `Adding ${bulk.selection.count} ${noun} to a channel`,
        channelId,
        itemType,
      }),
  );

/**
 * Select, then act: the rows' selection, its checkbox column (with each row's job status) and
 * `start(job)`, which starts a job on the selected rows and clears the selection. Selecting a
 * row is the intent to act: the job engine loads then, not with every list.
 */
export const useBulkJobs = <T extends { id: number }>(
  rows: readonly T[],
  { kinds, label }: { kinds: readonly JobKind[]; label: (row: T) => string },
) => {
  const selection = useSelection(rows, (row) => row.id);
  const engine = useJobEngine({ load: selection.count > 0 });
  const statusOf = useRowStatus(kinds);
  const selected = () => rows.filter((row) => selection.isSelected(row.id));
  const items = () =>
    selected().map((row) => ({ key: String(row.id), label: label(row), targetId: row.id }));
  return {
    selection,
    column: selectionColumn(
      selection,
      (row: T) => row.id,
      label,
      (row) => statusOf(row.id),
    ),
    /** The selected rows' ids. */
    ids: () => selected().map((row) => row.id),
    /** `changeOf`: what an "update links" item sends its link (null: the row is left out). */
    start: (job: Omit<NewJob, 'items'>, changeOf?: (id: number) => LinkChange | null) => {
      const chosen = items().flatMap((item) => {
        if (!changeOf) return [item];
        const change = changeOf(item.targetId);
        return change ? [{ ...item, change }] : [];
      });
      if (chosen.length > 0) void engine?.start({ ...job, items: chosen });
      selection.clear();
    },
  };
};

type BulkJobs = ReturnType<typeof useBulkJobs>;
