import { ALREADY_THERE, countsOf, type Job, type JobKind } from './job-model';

/**
 * What an ended bulk job did, in one sentence: only the lists with a bulk bar
 * say it, so it loads with them and not with every page's shell.
 */
const DONE_WORDS: Partial<Record<JobKind, string>> = {
  'add-to-channel': 'added to',
  'assign-campaign': 'assigned to',
};

/** "12 added to Spring, 1 already there, 1 failed — see below" once a job has ended; null while it runs. */
export const jobOutcome = (job: Job): string | null => {
  if (job.status === 'running' || job.status === 'paused') return null;
  const { done, failed, left } = countsOf(job);
  const already = job.items.filter((item) => item.result === ALREADY_THERE).length;
  const words = DONE_WORDS[job.kind];
  const parts = [
    words ? `${done - already} ${words} ${job.targetName ?? 'it'}` : `${done - already} done`,
    ...(already > 0 ? [`${already} already there`] : []),
    ...(failed > 0 ? [`${failed} failed — see below`] : []),
    ...(left > 0 ? [`${left} not sent (cancelled)`] : []),
  ];
  return parts.join(', ');
};
