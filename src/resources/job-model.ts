import { z } from 'zod/mini';

/**
 * A job: bulk work that runs as paced background requests and survives a reload
 * (docs/decisions/0010-bulk-jobs.md). Stored whole in IndexedDB, so every shape here is a schema:
 * a stored job that does not parse (another version, damaged) is dropped, never half-run. A stored
 * job never holds a link password (`needsPassword` marks the items that send one).
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
  /**
   * An import row whose alias is taken by a link of the account, chosen to update it
   * (`targetId`) with the row's fields instead of creating one.
   */
  updatesExisting: z.optional(z.boolean()),
  /** What an "update links" item sends to its link. */
  change: z.optional(linkChangeSchema),
  /**
   * The item sends a link password, which is never stored with it: this tab holds it in memory
   * (features/jobs/job-secrets.ts) and asks for it again after a reload.
   */
  needsPassword: z.optional(z.boolean()),
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
  /** The campaign's or channel's name when the job started, for its outcome. */
  targetName: z.optional(z.string()),
  /** What a bulk "add to channel" adds: links or QR codes. */
  itemType: z.optional(z.enum(['links', 'qr'])),
  items: z.array(jobItemSchema),
});
export type Job = z.infer<typeof jobSchema>;
