import { Link } from 'react-router';
import { useT } from '../../components/i18n/use-t';
import { Button } from '../../components/ui/button';
import { Dialog, useDialog } from '../../components/ui/dialog';
import { JobPasswordPrompt } from './job-password-prompt';
import { JobProgress, jobHeadline } from './job-progress';
import { RESUME } from './messages';
import { JobWait, useJobWait } from './job-wait';
import {
  countsOf,
  isUnfinished,
  useJobEngine,
  useJobs,
  type Job,
  type JobEngine,
} from '../../resources/jobs';
import { ChangeButton } from '../../components/ui/change-action';

/** The first failures of a job, with their reasons (the rest are on the import page). */
const Failures = ({ job }: { job: Job }) => {
  const t = useT();
  const failed = job.items.filter((item) => item.state === 'failed');
  if (failed.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm text-red-800 dark:text-red-200">
      {failed.slice(0, 5).map((item) => (
        <li key={item.key} className="break-words">
          <span className="font-medium">{item.label}</span>: {item.error}
        </li>
      ))}
      {failed.length > 5 && (
        <li>
          {t(
            {
              defaultMessage: 'and {count, number} more',
              description: 'after the first failed rows of a job',
            },
            { count: failed.length - 5 },
          )}
        </li>
      )}
    </ul>
  );
};

/** The header's Jobs button (with the count of jobs not over) and its panel. */
export const JobsButton = () => {
  const t = useT();
  const jobs = useJobs();
  const dialog = useDialog();
  if (jobs.length === 0) return null;
  const active = jobs.filter(isUnfinished).length;
  const title = t({ defaultMessage: 'Jobs', description: 'work that runs in the background' });
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => dialog.open()}>
        {title}
        {active > 0 && (
          <span className="ms-1 rounded-full bg-brand-600 px-1.5 text-xs text-white tabular-nums dark:bg-brand-400 dark:text-gray-950">
            {active}
          </span>
        )}
        <span className="sr-only">
          {t(
            {
              defaultMessage:
                '{count, plural, one {, # running or paused} other {, # running or paused}}',
              description:
                'after “Jobs” on the button, for screen readers: how many jobs are not over',
            },
            { count: active },
          )}
        </span>
      </Button>
      <Dialog {...dialog.props} title={title} size="lg">
        <ul className="space-y-6">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobProgress job={job} />
              <Failures job={job} />
              {job.kind === 'import-links' && (
                <Link
                  to={`/links/import?job=${encodeURIComponent(job.id)}`}
                  onClick={dialog.close}
                  className="mt-1 inline-block text-sm text-brand-700 underline dark:text-brand-300"
                >
                  {t({ defaultMessage: 'Rows and results' })}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
};

/** One job under the header: "Import of 20 links paused at 14 of 20 — Resume", and its wait. */
const JobNotice = ({ job, engine }: { job: Job; engine: JobEngine }) => {
  const t = useT();
  const wait = useJobWait(job);
  if (job.status === 'running' && !wait) return null;
  const failed = countsOf(job).failed;
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
      <span>{jobHeadline(t, job)}</span>
      <span aria-hidden="true">—</span>
      <JobWait wait={wait} className="" />
      {job.status === 'paused' &&
        (engine.missingPasswords(job.id).length > 0 ? (
          <JobPasswordPrompt job={job} />
        ) : (
          <ChangeButton size="sm" variant="primary" onClick={() => engine.resume(job.id)}>
            {t(RESUME)}
          </ChangeButton>
        ))}
      {failed > 0 && (
        <span>
          {t(
            { defaultMessage: '({count, number} failed)', description: 'rows of a job' },
            { count: failed },
          )}
        </span>
      )}
    </div>
  );
};

/**
 * Under the header, on every page: a paused job ("Import paused at 62 of 148 — Resume", with
 * why) and a running one that waits (for the request budget, or in another tab).
 */
export const JobsNotice = () => {
  const engine = useJobEngine({ load: false });
  const jobs = useJobs().filter(isUnfinished);
  if (!engine || jobs.length === 0) return null;
  return (
    <div className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 empty:hidden dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      {jobs.map((job) => (
        <JobNotice key={job.id} job={job} engine={engine} />
      ))}
    </div>
  );
};
