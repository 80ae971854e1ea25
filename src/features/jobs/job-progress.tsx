import { useSyncExternalStore } from 'react';
import { formatSeconds } from '../../lib/format-date';
import { Button } from '../../components/ui/button';
import { useApiClient } from '../../resources/session';
import { countsOf, requestsLeft, useJobEngine, type Job } from '../../resources/jobs';
import { estimateMs } from './job-time';

const STATUS_WORDS: Record<Job['status'], string> = {
  running: 'Running',
  paused: 'Paused',
  cancelled: 'Cancelled',
  finished: 'Finished',
};

/** "Import paused at 62 of 148", "Deleting links: 12 of 40 done". */
export const jobHeadline = (job: Job): string => {
  const { total, done, failed } = countsOf(job);
  const finished = done + failed;
  if (job.status === 'paused') return `${job.title} paused at ${finished} of ${total}`;
  if (job.status === 'running') return `${job.title}: ${finished} of ${total}`;
  return `${job.title}: ${STATUS_WORDS[job.status].toLowerCase()}`;
};

/** Time left at the account's limit, in words; empty when unknown. */
const useTimeLeft = (job: Job): string => {
  const client = useApiClient();
  const budget = useSyncExternalStore(
    client.budget.subscribe,
    client.budget.get,
    client.budget.get,
  );
  if (job.status !== 'running') return '';
  const ms = estimateMs(requestsLeft(job), budget);
  if (ms === null) return '';
  return ms < 1_000 ? 'less than a minute left' : `about ${formatSeconds(ms / 1000)} left`;
};

/**
 * A job's progress bar, counts and controls. The counts are a polite live region, so a
 * screen reader hears the progress without the bar's every step.
 */
export const JobProgress = ({ job, headingLevel = 3 }: { job: Job; headingLevel?: 2 | 3 }) => {
  const engine = useJobEngine({ load: false });
  const { total, done, failed, left } = countsOf(job);
  const timeLeft = useTimeLeft(job);
  const percent = total === 0 ? 100 : Math.round(((done + failed) / total) * 100);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-2">
      <Heading className="font-semibold">{jobHeadline(job)}</Heading>
      <div
        role="progressbar"
        aria-label={`${job.title} progress`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done + failed}
        aria-valuetext={`${done + failed} of ${total}`}
        className="h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
      >
        <div
          className={`h-full ${failed > 0 ? 'bg-amber-500' : 'bg-brand-600 dark:bg-brand-400'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p role="status" aria-live="polite" className="text-sm text-gray-700 dark:text-gray-300">
        {STATUS_WORDS[job.status]} · {done} done · {failed} failed · {left} left
        {timeLeft && ` · ${timeLeft}`}
      </p>
      {job.pauseReason && job.status === 'paused' && (
        <p className="text-sm text-amber-800 dark:text-amber-200">{job.pauseReason}</p>
      )}
      {engine && (
        <div className="flex flex-wrap gap-2">
          {job.status === 'running' && (
            <Button size="sm" onClick={() => engine.pause(job.id)}>
              Pause
            </Button>
          )}
          {job.status === 'paused' && (
            <Button size="sm" variant="primary" onClick={() => engine.resume(job.id)}>
              Resume
            </Button>
          )}
          {(job.status === 'running' || job.status === 'paused') && (
            <Button size="sm" variant="ghost" onClick={() => engine.cancel(job.id)}>
              Cancel
            </Button>
          )}
          {failed > 0 && job.status !== 'running' && (
            <Button size="sm" onClick={() => engine.retryFailed(job.id)}>
              Retry failed
            </Button>
          )}
          {(job.status === 'finished' || job.status === 'cancelled') && (
            <Button size="sm" variant="ghost" onClick={() => void engine.remove(job.id)}>
              Remove from list
            </Button>
          )}
        </div>
      )}
    </div>
  );
};
