import { lazy, Suspense } from 'react';
import { useJobs } from '../../resources/jobs';

// The panel and its progress view load once this account has a job: most visits have none.
const JobsButton = lazy(async () => ({ default: (await import('./jobs-panel')).JobsButton }));
const PausedJobsNotice = lazy(async () => ({
  default: (await import('./jobs-panel')).PausedJobsNotice,
}));

/** The header's Jobs button, once there is a job. */
export const JobsButtonSlot = () =>
  useJobs().length > 0 ? (
    <Suspense fallback={null}>
      <JobsButton />
    </Suspense>
  ) : null;

/** "Import paused at 62 of 148 — Resume" under the header, once a job is paused. */
export const PausedJobsSlot = () =>
  useJobs().some((job) => job.status === 'paused') ? (
    <Suspense fallback={null}>
      <PausedJobsNotice />
    </Suspense>
  ) : null;
