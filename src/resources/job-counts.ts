import type { Job, JobItem, LinkChange } from './job-model';

/**
 * What a job's items say about its progress: counts, the requests each item still needs. Apart
 * from the stored shapes (job-model.ts, schemas), so the header's progress and a page's row
 * statuses do not carry the schemas that only the job engine and its store read.
 */

/** An item's result when what it would add is there already: nothing sent, nothing duplicated. */
export const ALREADY_THERE = 'Already there';

export interface JobCounts {
  total: number;
  done: number;
  failed: number;
  /** Pending or in flight. */
  left: number;
}

export const countsOf = (job: Pick<Job, 'items'>): JobCounts => {
  let done = 0;
  let failed = 0;
  for (const item of job.items) {
    if (item.state === 'done') done++;
    else if (item.state === 'failed') failed++;
  }
  return { total: job.items.length, done, failed, left: job.items.length - done - failed };
};

/** One request of an item. Only `create` is not safe to repeat: it is checked before. */
export type Step =
  | { type: 'create' }
  | { type: 'update-row' }
  | { type: 'delete-link' }
  | { type: 'delete-qr' }
  | { type: 'update-link'; change: LinkChange }
  | { type: 'campaign'; campaignId: number }
  | { type: 'channel'; channelId: number; itemType: 'links' | 'qr' };

export const stepsOf = (
  job: Pick<Job, 'kind' | 'campaignId' | 'channelId' | 'itemType'>,
  item: JobItem,
): Step[] => {
  switch (job.kind) {
    case 'import-links':
      return [
        { type: item.updatesExisting ? 'update-row' : 'create' },
        ...(item.campaignId !== undefined
          ? [{ type: 'campaign' as const, campaignId: item.campaignId }]
          : []),
        ...(item.channelIds ?? []).map((channelId) => ({
          type: 'channel' as const,
          channelId,
          itemType: 'links' as const,
        })),
      ];
    case 'delete-links':
      return [{ type: 'delete-link' }];
    case 'delete-qr':
      return [{ type: 'delete-qr' }];
    case 'assign-campaign':
      return job.campaignId === undefined ? [] : [{ type: 'campaign', campaignId: job.campaignId }];
    case 'add-to-channel':
      return job.channelId === undefined
        ? []
        : [{ type: 'channel', channelId: job.channelId, itemType: job.itemType ?? 'links' }];
    case 'update-links':
      return item.change ? [{ type: 'update-link', change: item.change }] : [];
  }
};

/** Requests still to send for a job (its unfinished items' remaining steps). */
export const requestsLeft = (job: Job): number =>
  job.items.reduce(
    (sum, item) =>
      item.state === 'done' || item.state === 'failed'
        ? sum
        : sum + Math.max(0, stepsOf(job, item).length - item.step),
    0,
  );
