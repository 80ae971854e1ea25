/**
 * Which tab runs a job (docs/decisions/0010-bulk-jobs.md): a Web Lock per job, taken with
 * `ifAvailable`, so one tab runs it; the others wait on the lock to take over when that tab
 * closes, and talk to it over the account's jobs channel (progress, Pause, Resume, Cancel).
 */

export type JobCommand = 'pause' | 'resume' | 'cancel' | 'retry';

export type JobMessage =
  { type: 'changed'; id: string } | { type: 'command'; id: string; action: JobCommand };

export interface JobLeases {
  /** Runs the job here while holding its lock; `elsewhere` when another tab holds it. */
  run(id: string, work: () => Promise<void>, elsewhere: () => void): Promise<void>;
  /** Waits for the tab running a job to let go of it, then calls `released`. */
  watch(id: string, released: () => Promise<void>): void;
  isWatching(id: string): boolean;
  /** Whether a tab holds the job's lock now (it is running there). */
  isHeldElsewhere(id: string): Promise<boolean>;
  post(message: JobMessage): void;
  /** Stops waiting; the channel belongs to whoever opened it. */
  close(): void;
}

export const createJobLeases = ({
  scope,
  locks,
  channel,
  onMessage,
}: {
  scope: string;
  locks: LockManager | null;
  /** The account's jobs channel (opened once, by the jobs provider); null without one. */
  channel: BroadcastChannel | null;
  onMessage: (message: JobMessage) => void;
}): JobLeases => {
  const lockName = (id: string) => `linkdeck-job-${scope}-${id}`;
  const watching = new Map<string, AbortController>();
  if (channel) channel.onmessage = (event: MessageEvent<JobMessage>) => onMessage(event.data);

  return {
    async run(id, work, elsewhere) {
      if (!locks) return work();
      await locks.request(lockName(id), { ifAvailable: true }, (lock) =>
        lock === null ? elsewhere() : work(),
      );
    },
    watch(id, released) {
      if (!locks || watching.has(id)) return;
      const controller = new AbortController();
      watching.set(id, controller);
      locks
        .request(lockName(id), { signal: controller.signal }, async () => {
          watching.delete(id);
          await released();
        })
        .catch(() => watching.delete(id));
    },
    isWatching: (id) => watching.has(id),
    async isHeldElsewhere(id) {
      if (!locks) return false;
      const state = await locks.query().catch(() => ({ held: [] as LockInfo[] }));
      return (state.held ?? []).some((lock) => lock.name === lockName(id));
    },
    post: (message) => channel?.postMessage(message),
    close() {
      watching.forEach((controller) => controller.abort());
      if (channel) channel.onmessage = null;
    },
  };
};
