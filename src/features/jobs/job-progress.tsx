import { useSyncExternalStore } from 'react';
import { formatSeconds } from '../../lib/format-date';
import type { Translate } from '../../lib/i18n';
import { useT } from '../../components/i18n/use-t';
import { Button } from '../../components/ui/button';
import { useApiClient } from '../../resources/session';
import { countsOf, requestsLeft, useJobEngine, type Job } from '../../resources/jobs';
import { estimateMs } from './job-time';
import { JobPasswordPrompt } from './job-password-prompt';
import { RESUME } from './messages';
import { JobWait, useJobWait } from './job-wait';
import { ChangeButton } from '../../components/ui/change-action';

/** "Import of 148 links paused at 62 of 148", "Deleting links: 12 of 40". */
export const jobHeadline = (t: Translate, job: Job): string => {
  const { total, done, failed } = countsOf(job);
  const values = { title: job.title, finished: done + failed, total, status: job.status };
  if (job.status === 'paused')
    return t(
      {
        defaultMessage: '{title} paused at {finished, number} of {total, number}',
        description: 'title: the job’s name, like “Import of 148 links”',
      },
      values,
    );
  if (job.status === 'running')
    return t(
      {
        defaultMessage: '{title}: {finished, number} of {total, number}',
        description: 'title: the job’s name, like “Import of 148 links”',
      },
      values,
    );
  return t(
    {
      defaultMessage: '{status, select, cancelled {{title}: cancelled} other {{title}: finished}}',
      description: 'title: the job’s name, like “Import of 148 links”',
    },
    values,
  );
};

/** Time left at the account's limit, in words; empty when unknown. */
const useTimeLeft = (t: Translate, job: Job): string => {
  const client = useApiClient();
  const budget = useSyncExternalStore(
    client.budget.subscribe,
    client.budget.get,
    client.budget.get,
  );
  if (job.status !== 'running') return '';
  const ms = estimateMs(requestsLeft(job), budget);
  if (ms === null) return '';
  return ms < 1_000
    ? t({ defaultMessage: 'less than a minute left' })
    : t(
        { defaultMessage: 'about {time} left', description: 'time: like “5 min 20 s”' },
        { time: formatSeconds(ms / 1000) },
      );
};

/**
 * A job's progress bar, counts and controls. The counts are a polite live region, so a
 * screen reader hears the progress without the bar's every step.
 */
export const JobProgress = ({ job, headingLevel = 3 }: { job: Job; headingLevel?: 2 | 3 }) => {
  const t = useT();
  const engine = useJobEngine({ load: false });
  const { total, done, failed, left } = countsOf(job);
  const timeLeft = useTimeLeft(t, job);
  const wait = useJobWait(job);
  const percent = total === 0 ? 100 : Math.round(((done + failed) / total) * 100);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-2">
      <Heading className="font-semibold">{jobHeadline(t, job)}</Heading>
      <div
        role="progressbar"
        aria-label={t(
          {
            defaultMessage: '{title} progress',
            description: 'the name of a job’s progress bar; title: like “Import of 148 links”',
          },
          { title: job.title },
        )}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done + failed}
        aria-valuetext={t(
          { defaultMessage: '{finished, number} of {total, number}' },
          { finished: done + failed, total },
        )}
        className="h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
      >
        <div
          className={`h-full ${failed > 0 ? 'bg-amber-500' : 'bg-brand-600 dark:bg-brand-400'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p role="status" aria-live="polite" className="text-sm text-gray-700 dark:text-gray-300">
        {t(
          {
            defaultMessage:
              '{status, select, running {Running} paused {Paused} cancelled {Cancelled} other {Finished}} · {done, number} done · {failed, number} failed · {left, number} left{hasTime, select, true { · {time}} other {}}',
            description: 'time: like “about 5 min left”',
          },
          {
            status: job.status,
            done,
            failed,
            left,
            hasTime: String(timeLeft !== ''),
            time: timeLeft,
          },
        )}
      </p>
      <JobWait wait={wait} />
      <JobPasswordPrompt job={job} />
      {engine && (
        <div className="flex flex-wrap gap-2">
          {job.status === 'running' && (
            <Button size="sm" onClick={() => engine.pause(job.id)}>
              {t({ defaultMessage: 'Pause', description: 'the button that pauses a job' })}
            </Button>
          )}
          {job.status === 'paused' && engine.missingPasswords(job.id).length === 0 && (
            <ChangeButton size="sm" variant="primary" onClick={() => engine.resume(job.id)}>
              {t(RESUME)}
            </ChangeButton>
          )}
          {(job.status === 'running' || job.status === 'paused') && (
            <Button size="sm" variant="ghost" onClick={() => engine.cancel(job.id)}>
              {t({ defaultMessage: 'Cancel', description: 'the button' })}
            </Button>
          )}
          {failed > 0 && job.status !== 'running' && (
            <ChangeButton size="sm" onClick={() => engine.retryFailed(job.id)}>
              {t({
                defaultMessage: 'Retry failed',
                description: 'the button that sends the failed rows again',
              })}
            </ChangeButton>
          )}
          {(job.status === 'finished' || job.status === 'cancelled') && (
            <Button size="sm" variant="ghost" onClick={() => void engine.remove(job.id)}>
              {t({ defaultMessage: 'Remove from list' })}
            </Button>
          )}
        </div>
      )}
    </div>
  );
};
