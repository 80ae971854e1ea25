import { z } from 'zod/mini';

/**
 * A job: bulk work that runs as paced background requests and survives a reload
 * (docs/decisions/0010-bulk-jobs.md). Stored whole in IndexedDB, so every shape here is a schema:
 * a stored job that does not parse (another version, damaged) is dropped, never half-run.
 */

export const JOB_KINDS = [
  'import-links',
  'delete-links',
  'delete-qr',
  'assign-campaign',
  'add-to-channel',
  'update-links',
] as const;
export const jobKindSchema = z.enum(JOB_KINDS);
export type JobKind = z.infer<typeof jobKindSchema>;

export const ITEM_STATES = ['pending', 'in-flight', 'done', 'failed'] as const;
export const itemStateSchema = z.enum(ITEM_STATES);
export type ItemState = z.infer<typeof itemStateSchema>;

export const JOB_STATUSES = ['running', 'paused', 'cancelled', 'finished'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** One row of an import, as the file had it (after trimming); the link options are optional. */
export const importRowSchema = z.object({
  url: z.string(),
  alias: z.string(),
  description: z.string(),
  campaign: z.string(),
  channel: z.string(),
  status: z.optional(z.string()),
  password: z.optional(z.string()),
  expiry: z.optional(z.string()),
  type: z.optional(z.string()),
  pixels: z.optional(z.string()),
  metatitle: z.optional(z.string()),
  metadescription: z.optional(z.string()),
  metaimage: z.optional(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/**
 * What a bulk "update links" job sends to each link: only the changed field, already checked by
 * the shared update schema when the job started (add pixels: the link's known pixels plus the
 * added ones, per item).
 */
export const linkChangeSchema = z.object({
  expiry: z.optional(z.string()),
  password: z.optional(z.string()),
  type: z.optional(z.string()),
  pixels: z.optional(z.array(z.number())),
});
export type LinkChange = z.infer<typeof linkChangeSchema>;

export const jobItemSchema = z.object({
  /** The row's line in the file, or the id of the link or QR code acted on. */
  key: z.string(),
  /** How the item reads in lists and messages. */
  label: z.string(),
  state: itemStateSchema,
  /** Steps finished (create, then each assignment); the next one runs on resume. */
  step: z.number(),
  /** The link or QR code the item acts on (an import's once its link exists). */
  targetId: z.optional(z.number()),
  row: z.optional(importRowSchema),
  campaignId: z.optional(z.number()),
  channelIds: z.optional(z.array(z.number())),
  /** An import row's redirect type and pixels as ids (names resolved in the preview). */
  redirectType: z.optional(z.string()),
  pixelIds: z.optional(z.array(z.number())),
  /** What an "update links" item sends to its link. */
  change: z.optional(linkChangeSchema),
  /** When the last request of the item was sent: it may have arrived even if no answer did. */
  sentAt: z.optional(z.number()),
  /** The short URL once created. */
  result: z.optional(z.string()),
  error: z.optional(z.string()),
});
export type JobItem = z.infer<typeof jobItemSchema>;

export const jobSchema = z.object({
  id: z.string(),
  kind: jobKindSchema,
  title: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  status: jobStatusSchema,
  /** Why a job paused by itself (the server could not be reached, the tab closed). */
  pauseReason: z.optional(z.string()),
  /** The campaign or channel a bulk assignment goes to. */
  campaignId: z.optional(z.number()),
  channelId: z.optional(z.number()),
  /** What a bulk "add to channel" adds: links or QR codes. */
  itemType: z.optional(z.enum(['links', 'qr'])),
  items: z.array(jobItemSchema),
});
export type Job = z.infer<typeof jobSchema>;

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
        { type: 'create' },
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
