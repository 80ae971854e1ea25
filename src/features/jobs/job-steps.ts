import type { CallOptions } from '../../api/http';
import { getLinks, type Link } from '../../api/links';
import { campaigns } from '../../resources/campaigns';
import { AlreadyInChannelError, channels } from '../../resources/channels';
import { changeOf, type DataChange } from '../../resources/data-change';
import type { WriteContext } from '../../resources/define-resource';
import { ALREADY_THERE, type Step } from '../../resources/job-counts';
import type { JobItem } from '../../resources/job-model';
import { links } from '../../resources/links';
import { qrCodes } from '../../resources/qr-codes';
import { linkInputOfRow } from './import-row';

const emptyRow = { url: '', alias: '', description: '', campaign: '', channel: '' };

/**
 * One step of a job item as the request it sends: each step runs the same mutation definition
 * (its request, its `meta`, its onSuccess) as the page that does the same thing by hand
 * (docs/decisions/0010-bulk-jobs.md), so what a job changes is declared once, in the resources.
 */

export interface StepOutcome {
  /** What the item learned (an import's link id and short URL). */
  patch: Partial<JobItem>;
  /** What the step changed on the server, as its mutation declares it. */
  change: DataChange;
}

/** A mutation definition, run outside React: its request, then its own onSuccess. */
const run = async <TVariables, TData>(
  define: (context: WriteContext) => {
    mutationFn?: (variables: TVariables, context: never) => Promise<TData>;
    onSuccess?: (data: TData, variables: TVariables, result: never, context: never) => unknown;
    meta?: Partial<DataChange>;
  },
  context: WriteContext,
  variables: TVariables,
): Promise<{ data: TData; change: DataChange }> => {
  const { mutationFn, onSuccess, meta } = define(context);
  if (!mutationFn) throw new Error('A job step needs a mutation with a mutationFn.');
  const data = await mutationFn(variables, undefined as never);
  await onSuccess?.(data, variables, undefined as never, undefined as never);
  return { data, change: changeOf(meta) };
};

/** An import row as the link editor would send it (the same check as in the preview). */
const createInput = (item: JobItem, password: string | undefined) => {
  const row = item.row ?? emptyRow;
  const input = linkInputOfRow(password === undefined ? row : { ...row, password }, item);
  if (!input.success) throw new Error(input.error.issues[0].message);
  return input.data;
};

/**
 * Sends one step of an item; the item's target is its link or QR code id. `password`: the one
 * the item sets, held in memory apart from the stored item (job-secrets.ts).
 */
export const sendStep = async (
  step: Step,
  item: JobItem,
  context: WriteContext,
  password?: string,
): Promise<StepOutcome> => {
  const target = item.targetId ?? Number(item.key);
  switch (step.type) {
    case 'create': {
      const { data, change } = await run(
        links.mutations.create,
        context,
        createInput(item, password),
      );
      return { patch: { targetId: data.id, result: data.shorturl }, change };
    }
    case 'update-row': {
      // The link keeps its alias: the row named it by that alias.
      const { custom: _alias, ...input } = createInput(item, password);
      const { data, change } = await run(links.mutations.update, context, { id: target, input });
      return { patch: { result: data.shorturl || item.result }, change };
    }
    case 'update-link':
      return {
        patch: {},
        ...(await run(links.mutations.update, context, {
          id: target,
          input: password === undefined ? step.change : { ...step.change, password },
        })),
      };
    case 'campaign':
      return {
        patch: {},
        ...(await run(campaigns.mutations.assignLink, context, {
          campaignId: step.campaignId,
          linkId: target,
        })),
      };
    case 'channel': {
      const ref = { channelId: step.channelId, type: step.itemType, itemId: target };
      try {
        return { patch: {}, ...(await run(channels.mutations.addItem, context, ref)) };
      } catch (error) {
        if (!(error instanceof AlreadyInChannelError)) throw error;
        // Nothing was added, nothing is wrong: the item counts as done, "already there" (an
        // import's item keeps its short URL as its result).
        return {
          patch: item.result ? {} : { result: ALREADY_THERE },
          change: changeOf(channels.mutations.addItem(context).meta),
        };
      }
    }
    case 'delete-link':
      return { patch: {}, ...(await run(links.mutations.delete, context, target)) };
    case 'delete-qr':
      return { patch: {}, ...(await run(qrCodes.mutations.delete, context, target)) };
  }
};

/** What a delete step changes, without sending it: one that finds the item gone counts as done. */
export const deleteChange = (
  step: Extract<Step, { type: 'delete-link' | 'delete-qr' }>,
  context: WriteContext,
) => changeOf((step.type === 'delete-link' ? links : qrCodes).mutations.delete(context).meta);

/** Ignores a trailing slash and the scheme's case, as servers may store either form. */
const sameUrl = (a: string, b: string) =>
  a.trim().replace(/\/+$/, '').toLowerCase() === b.trim().replace(/\/+$/, '').toLowerCase();

/** A matching link older than this before the send cannot be the one the send created. */
const CLOCK_SKEW_MS = 10 * 60_000;

const createdAfter = (link: Link, sentAt: number | undefined) => {
  if (sentAt === undefined) return true;
  const date = Date.parse(link.date.includes('T') ? link.date : link.date.replace(' ', 'T'));
  return Number.isNaN(date) || date >= sentAt - CLOCK_SKEW_MS;
};

/**
 * A create whose answer never came: the link it made, if it reached the server (one search
 * request; by alias when the row has one, else by destination and description).
 */
export const findCreated = async (
  item: JobItem,
  { client }: WriteContext,
  call: CallOptions,
): Promise<Link | null> => {
  const row = item.row;
  if (!row) return null;
  const alias = row.alias.trim();
  const page = await getLinks(client, { q: alias || row.url.trim(), limit: 20, page: 1 }, call);
  const matches = page.items.filter((link) =>
    alias
      ? link.alias === alias && sameUrl(link.longurl, row.url)
      : sameUrl(link.longurl, row.url) &&
        link.description.trim() === row.description.trim() &&
        createdAfter(link, item.sentAt),
  );
  return matches.sort((a, b) => b.id - a.id)[0] ?? null;
};
