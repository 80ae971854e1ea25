import { hasDeviceEntries } from '../../lib/device-store';

/**
 * What the shell needs to know before the job engine is loaded: whether this account has jobs
 * on this device, and the channel its tabs talk about jobs on. Small on purpose: the engine
 * (and the resource modules it sends through) loads only when there is a job to run or show.
 */
export const jobsChannelName = (scope: string) => `linkdeck-jobs-${scope}`;

export const hasStoredJobs = (scope: string): Promise<boolean> => hasDeviceEntries('jobs', scope);
