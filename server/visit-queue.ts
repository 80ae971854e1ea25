import type { RecordedVisit } from './db/visits-repository';
import { describeVisit, type ClientInfo, type VisitKind } from './visits';

/** How long a visit waits for its batch, and how many visits one batch holds at most. */
export const VISIT_BATCH_MS = 5;
export const VISIT_BATCH_MAX = 1000;
/** A batch that cannot be written is kept and tried again after this long. */
const RETRY_MS = 1000;
/** What is kept while the database refuses writes; older visits are dropped beyond it. */
const MAX_PENDING = 100_000;

interface QueuedVisit {
  kind: VisitKind;
  targetId: number;
  ownerId: number;
  client: ClientInfo;
  at: Date;
}

export interface VisitQueue {
  /** Keeps a visit for the next batch: the redirect does not wait for the database. */
  add(kind: VisitKind, targetId: number, ownerId: number, client: ClientInfo): void;
  /** Writes every queued visit now, in one transaction. */
  flush(): void;
  /** Writes what is queued and stops: on shutdown. */
  close(): void;
}

interface VisitQueueOptions {
  write: (batch: readonly RecordedVisit[]) => void;
  /** The salt of a visit's UTC day (the unique-visitor mark). */
  salt: (at: Date) => Buffer;
  /** After a batch is written: owners whose QR scan counts changed. */
  onWritten?: (scannedOwners: ReadonlySet<number>) => void;
  batchMs?: number;
  maxBatch?: number;
}

/**
 * Visits are recorded off the request path: kept in memory and written in one transaction every
 * few milliseconds (or once a batch is full), by this same process. What a visit tells (browser,
 * country, visitor mark) is worked out when its batch is written. A kill -9 loses at most the
 * visits not yet written: those of the last `batchMs` (docs/decisions/0024-server-visit-batches.md).
 */
export const visitQueue = ({
  write,
  salt,
  onWritten,
  batchMs = VISIT_BATCH_MS,
  maxBatch = VISIT_BATCH_MAX,
}: VisitQueueOptions): VisitQueue => {
  let queue: QueuedVisit[] = [];
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const schedule = (ms: number) => {
    timer ??= setTimeout(flush, ms);
  };

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      try {
        write(
          batch.map(({ kind, targetId, client, at }) => ({
            kind,
            targetId,
            visit: describeVisit(client, salt(at), at),
          })),
        );
      } catch (error) {
        // A busy or full disk: keep the visits (up to a bound) and try again shortly.
        const dropped = Math.max(0, queue.length - MAX_PENDING);
        if (dropped > 0) queue = queue.slice(dropped);
        console.error(
          `Could not record ${batch.length} visits (${error instanceof Error ? error.message : String(error)}); trying again in ${RETRY_MS / 1000} s${dropped ? `, ${dropped} older visits dropped` : ''}.`,
        );
        if (!closed) schedule(RETRY_MS);
        return;
      }
      queue = queue.slice(batch.length);
      const scanned = new Set(batch.filter((v) => v.kind === 'q').map((v) => v.ownerId));
      if (scanned.size > 0) onWritten?.(scanned);
    }
  }

  return {
    add: (kind, targetId, ownerId, client) => {
      queue.push({ kind, targetId, ownerId, client, at: new Date() });
      // Once closed (shutting down) or full, a batch is written at once.
      if (closed || queue.length >= maxBatch) flush();
      else schedule(batchMs);
    },
    flush,
    close: () => {
      closed = true;
      flush();
    },
  };
};
