import { lazy, Suspense } from 'react';
import { isUnfinished, useJobs } from '../../resources/jobs';

// The panel and its progress view load once this account has a job: most visits have none.
const JobsButton = lazy(async () => ({ default: (await import('./jobs-panel')).JobsButton }));
const JobsNotice = lazy(async () => ({
  default: (await import('./jobs-panel')).JobsNotice,
}));

/** The header's Jobs button, once there is a job. */
export const JobsButtonSlot = () =>
  useJobs().length > 0 ? (
    <Suspense fallback={null}>
      <JobsButton />
    </Suspense>
  ) : null;

/**
 * Under the header once a job is not over: "Import paused at 62 of 148 — Resume", or what a
 * running one waits for.
 */
export const JobsNoticeSlot = () =>
  useJobs().some(isUnfinished) ? (
    <Suspense fallback={null}>
      <JobsNotice />
    </Suspense>
  ) : null;
