import { Link } from 'react-router';
import { useT } from '../../components/i18n/use-t';
import { Button } from '../../components/ui/button';
import { Dialog, useDialog } from '../../components/ui/dialog';
import { JobPasswordPrompt } from './job-password-prompt';
import { JobProgress, jobHeadline } from './job-progress';
import { RESUME } from './messages';
import { countsOf, isUnfinished, useJobEngine, useJobs, type Job } from '../../resources/jobs';
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

/** Under the header after a reload or a new sign-in: "Import paused at 62 of 148 — Resume". */
export const PausedJobsNotice = () => {
  const t = useT();
  const engine = useJobEngine({ load: false });
  const paused = useJobs().filter((job) => job.status === 'paused');
  if (!engine || paused.length === 0) return null;
  return (
    <div className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      {paused.map((job) => (
        <div key={job.id} className="flex flex-wrap items-center justify-center gap-2">
          <span>{jobHeadline(t, job)}</span>
          <span aria-hidden="true">—</span>
          {engine.missingPasswords(job.id).length > 0 ? (
            <JobPasswordPrompt job={job} />
          ) : (
            <ChangeButton size="sm" variant="primary" onClick={() => engine.resume(job.id)}>
              {t(RESUME)}
            </ChangeButton>
          )}
          {countsOf(job).failed > 0 && (
            <span>
              {t(
                { defaultMessage: '({count, number} failed)', description: 'rows of a job' },
                { count: countsOf(job).failed },
              )}
            </span>
          )}
        </div>
      ))}
    </div>
  );
};
