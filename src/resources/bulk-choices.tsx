import { skipToken, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Page, PageParams } from '../api/envelope';
import { describeError } from '../api/errors';
import { MAX_PAGE_SIZE } from '../api/fields';
import type { ApiClient } from '../api/http';
import { JobOutcome, type BulkChoice } from '../components/ui/bulk-bar';
import { useT } from '../components/i18n/use-t';
import { selectionColumn, useSelection } from '../components/ui/selection';
import { defineMessage, t } from '../lib/i18n';
import type { LinkChange } from './job-model';
import { jobOutcome } from './job-outcome';
import { countsOf, useJobEngine, useJobs, useRowStatus, type JobKind, type NewJob } from './jobs';
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
  name: string,
  words: Pick<BulkChoice, 'label' | 'fieldLabel' | 'submitLabel'>,
  onChoose: (id: number, name: string) => void,
): BulkChoice => {
  const client = useApiClient();
  const [list, setList] = useState<{ of: ChoiceList }>();
  const query = useQuery({
    ...(list?.of(client, { page: 1, limit: MAX_PAGE_SIZE }) ?? {
      queryKey: ['bulk-choice', name],
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
    // The name goes with the choice: the job's outcome says where the items went.
    onChoose: (id) =>
      onChoose(id, query.data?.items.find((item) => item.id === id)?.name ?? `#${id}`),
  };
};

/** "Assign to a campaign" on the bulk bar (links). */
export const useCampaignChoice = (onChoose: (campaignId: number, name: string) => void) =>
  useListChoice(
    async () => (await import('./campaigns')).campaigns.queries.list as ChoiceList,
    'campaigns',
    {
      label: defineMessage({ defaultMessage: 'Assign to a campaign' }),
      fieldLabel: defineMessage({ defaultMessage: 'Campaign', description: 'A form field' }),
      submitLabel: defineMessage({
        defaultMessage: '{count, plural, one {Assign # link} other {Assign # links}}',
        description: 'A button that assigns the selected links to the chosen campaign',
      }),
    },
    onChoose,
  );

/** "Add to a channel" on the bulk bar (links, QR codes): a job that adds the selected rows. */
export const useChannelChoice = (
  bulk: Pick<BulkJobs, 'start' | 'selection'>,
  itemType: 'links' | 'qr',
) =>
  useListChoice(
    async () => (await import('./channels')).channels.queries.list as ChoiceList,
    'channels',
    {
      label: defineMessage({ defaultMessage: 'Add to a channel' }),
      fieldLabel: defineMessage({ defaultMessage: 'Channel', description: 'A form field' }),
      submitLabel: defineMessage({
        defaultMessage:
          '{noun, select, qr {{count, plural, one {Add # QR code} other {Add # QR codes}}} other {{count, plural, one {Add # link} other {Add # links}}}}',
        description: 'A button that adds the selected rows to the chosen channel',
      }),
    },
    (channelId, name) =>
      bulk.start({
        kind: 'add-to-channel',
        // The job's title, kept with it: in the language of the moment it starts.
        title: t(
          {
            defaultMessage:
              '{type, select, qr {{count, plural, one {Adding # QR code to {name}} other {Adding # QR codes to {name}}}} other {{count, plural, one {Adding # link to {name}} other {Adding # links to {name}}}}}',
            description: 'A bulk job; name: the channel',
          },
          { type: itemType, count: bulk.selection.count, name },
        ),
        channelId,
        itemType,
        targetName: name,
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
  useT(); // the outcome and the rows' status follow the language
  const selection = useSelection(rows, (row) => row.id);
  const engine = useJobEngine({ load: selection.count > 0 });
  const statusOf = useRowStatus(kinds);
  const selected = () => rows.filter((row) => selection.isSelected(row.id));
  // The outcome belongs to the view it was started on (this search, page and filter), and to
  // any view that shows the rows it changed; elsewhere it would speak of rows not there.
  const { pathname, search } = useLocation();
  const view = pathname + search;
  const [startedOn, setStartedOn] = useState<string>();
  const newest = useJobs().find((job) => kinds.includes(job.kind));
  const isAboutThisView =
    newest !== undefined &&
    (startedOn === view ||
      newest.items.some((item) => rows.some((row) => item.targetId === row.id)));
  const outcome = newest && isAboutThisView && jobOutcome(newest);
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
    /** "Adding 14 links to Spring: 12 added to Spring, 1 already there, 1 failed — see below". */
    outcome: outcome && newest && (
      <JobOutcome
        title={newest.title}
        outcome={outcome}
        isFailed={countsOf(newest).failed > 0}
        onDismiss={() => void engine?.remove(newest.id)}
      />
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
      if (chosen.length > 0) {
        setStartedOn(view);
        void engine?.start({ ...job, items: chosen });
      }
      selection.clear();
    },
  };
};

type BulkJobs = ReturnType<typeof useBulkJobs>;
