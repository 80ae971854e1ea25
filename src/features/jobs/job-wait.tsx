import { useSyncExternalStore } from 'react';
import { useCountdown } from '../../components/feedback/use-countdown';
import { useT } from '../../components/i18n/use-t';
import type { QueueState } from '../../api/scheduler';
import { formatSeconds } from '../../lib/format-date';
import { useApiClient } from '../../resources/session';
import { useJobEngine, type Job } from '../../resources/jobs';

const IDLE: QueueState = { queued: 0, nextAt: null, blockedUntil: null };
const noSubscribe = () => () => {};
const idle = () => IDLE;

/** A wait of a second or so is a request's ordinary pace, not worth a sentence. */
const SHORT_WAIT_SECONDS = 1;

/**
 * What a job that is not moving waits for, and what to do: the request budget (it goes on by
 * itself at a time), another tab of this browser running it, or — paused — the person (the
 * reason it paused; the password prompt says what to give).
 */
export type JobWaitKind =
  { kind: 'budget'; at: number } | { kind: 'other-tab' } | { kind: 'paused'; reason?: string };

/** When this tab's queue lets its next request go (null: nothing waits). */
const queuedUntil = (queue: QueueState): number | null =>
  queue.queued === 0 || (queue.nextAt === null && queue.blockedUntil === null)
    ? null
    : Math.max(queue.nextAt ?? 0, queue.blockedUntil ?? 0);

export const useJobWait = (job: Job): JobWaitKind | null => {
  const engine = useJobEngine({ load: false });
  const queue = useApiClient().scheduler?.queue;
  const state = useSyncExternalStore(
    queue?.subscribe ?? noSubscribe,
    queue?.get ?? idle,
    queue?.get ?? idle,
  );
  const until = job.status === 'running' ? queuedUntil(state) : null;
  const seconds = useCountdown(until);
  if (job.status === 'paused') return { kind: 'paused', reason: job.pauseReason };
  if (job.status !== 'running' || !engine) return null;
  if (engine.runsElsewhere(job.id)) return { kind: 'other-tab' };
  return until !== null && seconds > SHORT_WAIT_SECONDS ? { kind: 'budget', at: until } : null;
};

const BudgetWait = ({ at }: { at: number }) => {
  const t = useT();
  const seconds = useCountdown(at);
  return (
    <>
      {t(
        {
          defaultMessage:
            'Waiting for the request budget: goes on by itself at {at, time, short}{hasWait, select, true { (in {wait})} other {}}. Nothing to do.',
          description: 'a running bulk job held back by the API’s rate limit; wait: like “40 s”',
        },
        { at, hasWait: String(seconds > 0), wait: formatSeconds(seconds) },
      )}
    </>
  );
};

/** The sentence for a job's wait, or nothing while it moves (the header and the panel). */
export const JobWait = ({ wait, className }: { wait: JobWaitKind | null; className?: string }) => {
  const t = useT();
  if (!wait || (wait.kind === 'paused' && !wait.reason)) return null;
  return (
    <p className={className ?? 'text-sm text-amber-800 dark:text-amber-200'}>
      {wait.kind === 'budget' ? (
        <BudgetWait at={wait.at} />
      ) : wait.kind === 'other-tab' ? (
        t({
          defaultMessage:
            'Running in another tab of this browser. If that tab closes, it goes on here by itself.',
          description: 'a bulk job another tab runs; this tab shows its progress',
        })
      ) : (
        wait.reason
      )}
    </p>
  );
};
