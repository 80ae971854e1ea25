import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog, useDialog } from '../../components/ui/dialog';
import { JobProgress, jobHeadline } from './job-progress';
import { countsOf, isUnfinished, useJobEngine, useJobs, type Job } from '../../resources/jobs';

/** The first failures of a job, with their reasons (the rest are on the import page). */
const Failures = ({ job }: { job: Job }) => {
  const failed = job.items.filter((item) => item.state === 'failed');
  if (failed.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm text-red-800 dark:text-red-200">
      {failed.slice(0, 5).map((item) => (
        <li key={item.key} className="break-words">
          <span className="font-medium">{item.label}</span>: {item.error}
        </li>
      ))}
      {failed.length > 5 && <li>and {failed.length - 5} more</li>}
    </ul>
  );
};

/** The header's Jobs button (with the count of jobs not over) and its panel. */
export const JobsButton = () => {
  const jobs = useJobs();
  const dialog = useDialog();
  if (jobs.length === 0) return null;
  const active = jobs.filter(isUnfinished).length;
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => dialog.open()}>
        Jobs
        {active > 0 && (
          <span className="ml-1 rounded-full bg-brand-600 px-1.5 text-xs text-white tabular-nums dark:bg-brand-400 dark:text-gray-950">
            {active}
          </span>
        )}
        <span className="sr-only">{`, ${active} running or paused`}</span>
      </Button>
      <Dialog {...dialog.props} title="Jobs" size="lg">
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
                  Rows and results
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
  const engine = useJobEngine({ load: false });
  const paused = useJobs().filter((job) => job.status === 'paused');
  if (!engine || paused.length === 0) return null;
  return (
    <div className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      {paused.map((job) => (
        <p key={job.id} className="flex flex-wrap items-center justify-center gap-2">
          <span>{jobHeadline(job)}</span>
          <span aria-hidden="true">—</span>
          <Button size="sm" variant="primary" onClick={() => engine.resume(job.id)}>
            Resume
          </Button>
          {countsOf(job).failed > 0 && <span>({countsOf(job).failed} failed)</span>}
        </p>
      ))}
    </div>
  );
};
