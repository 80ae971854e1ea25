import { createStore, keys } from 'idb-keyval';
import { JOBS_DB_PREFIX } from '../../lib/account-scope';

/**
 * What the shell needs to know before the job engine is loaded: whether this account has jobs
 * on this device, and the channel its tabs talk about jobs on. Small on purpose: the engine
 * (and the resource modules it sends through) loads only when there is a job to run or show.
 */
export const JOBS_STORE = 'jobs';
export const jobsDbName = (scope: string) => `${JOBS_DB_PREFIX}${scope}`;
export const jobsChannelName = (scope: string) => `linkdeck-jobs-${scope}`;

export const hasStoredJobs = async (scope: string): Promise<boolean> => {
  if (typeof indexedDB === 'undefined') return false;
  try {
    const store = createStore(jobsDbName(scope), JOBS_STORE);
    const found = (await keys(store)).length > 0;
    // Closed at once, so a sign-out elsewhere can delete the database without waiting.
    await store('readonly', (objects) => objects.transaction.db.close());
    return found;
  } catch {
    return false;
  }
};
