import { readAccountData, writeAccountData } from './account-storage';

/**
 * "Since your last visit": the clicks and scans this device saw, per account, in localStorage
 * (account-storage, wiped on sign-out). Nothing is requested for it: it compares what a page
 * already loaded with what the previous visit saw. A visit ends after VISIT_GAP_MS without
 * anything seen, so a reload in the middle of a visit keeps comparing with the visit before.
 */
const NAME = 'visit-counts';
export const VISIT_GAP_MS = 30 * 60_000;

/** key ("links:5", "qr:3", "total:links") → [count, when the server said so (ms)]. */
type Counts = Record<string, [number, number]>;
interface Stored {
  seenAt: number;
  baseline: Counts | null;
  latest: Counts;
}

const isCounts = (v: unknown): v is Counts =>
  typeof v === 'object' &&
  v !== null &&
  Object.values(v).every(
    (entry) =>
      Array.isArray(entry) && entry.length === 2 && entry.every((n) => typeof n === 'number'),
  );

// Checked by hand, not with zod: a few lines here keep the schema library's extra parts out of
// the first page's shared chunk.
const isStored = (v: unknown): v is Stored =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Stored).seenAt === 'number' &&
  ((v as Stored).baseline === null || isCounts((v as Stored).baseline)) &&
  isCounts((v as Stored).latest);

export interface CountSeen {
  key: string;
  count: number;
  /** When the count was fetched (the query's dataUpdatedAt). */
  at: number;
}

export interface VisitChange {
  change: number;
  /** When the previous visit's count was fetched. */
  since: number;
}

const read = (scope: string, storage?: Storage): Stored | null => {
  const stored = readAccountData(scope, NAME, storage);
  return isStored(stored) ? stored : null;
};

/** What this page load compares with, per account: fixed for the whole page load. */
const baselines = new Map<string, Counts | null>();

/** The counts of the previous visit (null on the first visit on this device). */
export const visitBaseline = (
  scope: string,
  now = Date.now(),
  storage?: Storage,
): Counts | null => {
  const stored = read(scope, storage);
  // Wiped (sign-out) since this page load began: start over.
  if (!stored) baselines.set(scope, null);
  if (baselines.has(scope)) return baselines.get(scope) ?? null;
  const baseline = stored && now - stored.seenAt >= VISIT_GAP_MS ? stored.latest : stored?.baseline;
  baselines.set(scope, baseline ?? null);
  return baseline ?? null;
};

/** Keeps what was seen now, for the next visit to compare with. */
export const recordCounts = (
  scope: string,
  seen: readonly CountSeen[],
  now = Date.now(),
  storage?: Storage,
): void => {
  if (seen.length === 0) return;
  const baseline = visitBaseline(scope, now, storage);
  const latest: Counts = { ...read(scope, storage)?.latest };
  for (const { key, count, at } of seen) latest[key] = [count, at];
  writeAccountData(scope, NAME, { seenAt: now, baseline, latest } satisfies Stored, storage);
  // The baseline written is the one this page load started with.
  baselines.set(scope, baseline);
};

/** The change of one count against the previous visit, or null when that visit did not see it. */
export const changeSince = (baseline: Counts | null, seen: CountSeen): VisitChange | null => {
  const before = baseline?.[seen.key];
  if (!before || before[1] >= seen.at) return null;
  return { change: seen.count - before[0], since: before[1] };
};

/** Forgets what this page load compared with (tests: a new page load). */
export const forgetVisitBaselines = (): void => baselines.clear();
