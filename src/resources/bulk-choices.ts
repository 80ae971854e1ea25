import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page, PageParams } from '../api/envelope';
import { describeError } from '../api/errors';
import { MAX_PAGE_SIZE } from '../api/fields';
import type { ApiClient } from '../api/http';
import type { BulkChoice } from '../components/ui/bulk-bar';
import { selectionColumn, useSelection } from '../components/ui/selection';
import { campaigns } from './campaigns';
import { channels } from './channels';
import type { LinkChange } from './job-model';
import { useJobEngine, useRowStatus, type JobKind, type NewJob } from './jobs';
import { useApiClient } from './session';

/** A bulk bar's choice of one item of a list: the list (one page of 100) loads when it opens. */
const useListChoice = <T extends { id: number; name: string }, K extends QueryKey>(
  list: (client: ApiClient, params: PageParams) => UseQueryOptions<Page<T>, Error, Page<T>, K>,
  words: Pick<BulkChoice, 'label' | 'fieldLabel'>,
  onChoose: (id: number) => void,
): BulkChoice => {
  const client = useApiClient();
  const [isWanted, setIsWanted] = useState(false);
  const query = useQuery({
    ...list(client, { page: 1, limit: MAX_PAGE_SIZE }),
    enabled: isWanted,
  });
  return {
    ...words,
    options: query.data?.items,
    loadError: query.error ? describeError(query.error) : undefined,
    onOpen: () => setIsWanted(true),
    onChoose,
  };
};

/** "Assign to a campaign" on the bulk bar (links). */
export const useCampaignChoice = (onChoose: (campaignId: number) => void) =>
  useListChoice(
    campaigns.queries.list,
    { label: 'Assign to a campaign', fieldLabel: 'Campaign' },
    onChoose,
  );

/** "Add to a channel" on the bulk bar (links, QR codes). */
export const useChannelChoice = (onChoose: (channelId: number) => void) =>
  useListChoice(
    channels.queries.list,
    { label: 'Add to a channel', fieldLabel: 'Channel' },
    onChoose,
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
