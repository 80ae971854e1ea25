import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { Job, JobItem, JobKind } from './job-model';
import type { JobEngine } from './job-engine';

/**
 * The jobs feature's public interface for the other features (decision 0002: a feature's
 * *-queries module): the signed-in account's job engine, provided by the app shell
 * (jobs-provider.tsx), and what pages read from it.
 */
export { countsOf, requestsLeft, type Job, type JobItem, type JobKind } from './job-model';
export type { JobEngine, NewJob } from './job-engine';
export { estimateMs } from './job-time';

export interface JobEngineAccess {
  /** The engine once loaded (null before, and outside the signed-in shell). */
  engine: JobEngine | null;
  /** Loads it: a page about to start a job asks for it. */
  load: () => void;
}

export const JobEngineContext = createContext<JobEngineAccess>({ engine: null, load: () => {} });

const noJobs: Job[] = [];
const noSubscribe = () => () => {};

/**
 * The engine, or null while it loads. `load: false` only reads it: the shell loads it by
 * itself when this account has jobs on this device or another tab runs one.
 */
export const useJobEngine = ({ load = true }: { load?: boolean } = {}): JobEngine | null => {
  const access = useContext(JobEngineContext);
  useEffect(() => {
    if (load) access.load();
  }, [load, access]);
  return access.engine;
};

/** This account's jobs on this device, newest first; live as they progress (in every tab). */
export const useJobs = (): Job[] => {
  const engine = useJobEngine({ load: false });
  return useSyncExternalStore(
    engine?.subscribe ?? noSubscribe,
    engine ? engine.get : () => noJobs,
    () => noJobs,
  );
};

export const useJob = (id: string | null): Job | undefined => {
  const jobs = useJobs();
  return id ? jobs.find((job) => job.id === id) : undefined;
};

/** Jobs that are not over: sign-out discards them from this device. */
export const isUnfinished = (job: Job) => job.status === 'running' || job.status === 'paused';

const ITEM_WORDS: Record<JobItem['state'], string> = {
  pending: 'Waiting',
  'in-flight': 'Working…',
  done: 'Done',
  failed: 'Failed',
};

/**
 * What the newest job of these kinds did to each row, by the row's key (its id): "Waiting",
 * "Done", or "Failed: reason" — rows update as items complete.
 */
export const useRowStatus = (kinds: readonly JobKind[]): ((key: number) => string | undefined) => {
  const jobs = useJobs();
  const status = new Map<string, string>();
  // Newest first: the first job that holds a row decides what it shows.
  for (const job of jobs) {
    if (!kinds.includes(job.kind)) continue;
    for (const item of job.items)
      if (!status.has(item.key))
        status.set(
          item.key,
          item.state === 'failed' ? `Failed: ${item.error ?? ''}` : ITEM_WORDS[item.state],
        );
  }
  return (key) => status.get(String(key));
};
