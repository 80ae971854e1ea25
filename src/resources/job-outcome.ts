import { t } from '../lib/i18n';
import { ALREADY_THERE, countsOf } from './job-counts';
import type { Job, JobKind } from './job-model';

/**
 * What an ended bulk job did, in one sentence: only the lists with a bulk bar
 * say it, so it loads with them and not with every page's shell.
 */
const TARGETED: Partial<Record<JobKind, string>> = {
  'add-to-channel': 'channel',
  'assign-campaign': 'campaign',
};

/**
 * "12 added to Spring, 1 already there, 1 failed — see below" once a job has ended (in the
 * language shown: called while its list renders); null while it runs.
 */
export const jobOutcome = (job: Job): string | null => {
  if (job.status === 'running' || job.status === 'paused') return null;
  const { done, failed, left } = countsOf(job);
  const already = job.items.filter((item) => item.result === ALREADY_THERE).length;
  const target = job.targetName === undefined ? undefined : TARGETED[job.kind];
  return t(
    {
      defaultMessage:
        '{kind, select, channel {{done, plural, other {# added to {target}}}} campaign {{done, plural, other {# assigned to {target}}}} other {{done, plural, other {# done}}}}{already, plural, =0 {} other {, # already there}}{failed, plural, =0 {} other {, # failed — see below}}{left, plural, =0 {} other {, # not sent (cancelled)}}',
      description:
        'What a bulk job did. kind: channel (items added to a channel), campaign (links assigned to a campaign) or other; target: the name of the channel or campaign; the other parts are said only when their count is not 0',
    },
    {
      kind: target ?? 'other',
      target: job.targetName,
      done: done - already,
      already,
      failed,
      left,
    },
  );
};
