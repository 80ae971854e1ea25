import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useT } from '../components/i18n/use-t';
import { defineMessage, type Message } from '../lib/i18n';
import { ALREADY_THERE } from './job-counts';
import type { Job, JobItem, JobKind } from './job-model';

/**
 * Bulk work over resources as the pages see it (docs/decisions/0010-bulk-jobs.md): the job engine's
 * interface, and the hooks that start jobs and read their progress. The engine itself is the
 * jobs feature's (features/jobs/jobs-provider.tsx loads it); app/ places its provider in the shell.
 */
export { ALREADY_THERE, countsOf, requestsLeft } from './job-counts';
export type { Job, JobItem, JobKind } from './job-model';

export type NewJob = Pick<
  Job,
  'kind' | 'title' | 'campaignId' | 'channelId' | 'itemType' | 'targetName'
> & {
  items: Pick<
    JobItem,
    | 'key'
    | 'label'
    | 'targetId'
    | 'row'
    | 'campaignId'
    | 'channelIds'
    | 'redirectType'
    | 'pixelIds'
    | 'change'
    | 'updatesExisting'
  >[];
};

export interface JobEngine {
  get(): Job[];
  subscribe(listener: () => void): () => void;
  /** Resolves once the stored jobs are read (and interrupted ones taken up again). */
  ready: Promise<void>;
  start(draft: NewJob): Promise<Job>;
  pause(id: string): void;
  resume(id: string): void;
  cancel(id: string): void;
  /** Sends the failed items again (only those), from the step where each failed. */
  retryFailed(id: string): void;
  /**
   * The items that will send a link password this tab no longer holds (after a reload): never
   * stored, the person gives them again before those items are sent.
   */
  missingPasswords(id: string): JobItem[];
  /** Whether another tab of this browser runs the job now (this one follows it). */
  runsElsewhere(id: string): boolean;
  /** Resumes a paused job with the passwords given again, by item key. */
  resumeWithPasswords(id: string, passwords: ReadonlyMap<string, string>): void;
  remove(id: string): Promise<void>;
  /** Stops running (sign-out, another account): what is in flight stays marked for the check. */
  close(): Promise<void>;
}

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

const ITEM_WORDS: Record<Exclude<JobItem['state'], 'failed'>, Message> = {
  pending: defineMessage({
    defaultMessage: 'Waiting',
    description: 'The state of a row in a bulk job',
  }),
  'in-flight': defineMessage({
    defaultMessage: 'Working…',
    description: 'The state of a row in a bulk job',
  }),
  done: defineMessage({ defaultMessage: 'Done', description: 'The state of a row in a bulk job' }),
};

/** A row whose item was there already (`ALREADY_THERE`, the stored marker, stays English). */
export const ALREADY_THERE_WORDS = defineMessage({
  defaultMessage: 'Already there',
  description: 'A row of a bulk job: nothing was added, it was there already',
});

/**
 * What the newest job of these kinds did to each row, by the row's key (its id): "Waiting",
 * "Done", or "Failed: reason" — rows update as items complete.
 */
export const useRowStatus = (kinds: readonly JobKind[]): ((key: number) => string | undefined) => {
  const t = useT();
  const jobs = useJobs();
  const status = new Map<string, string>();
  // Newest first: the first job that holds a row decides what it shows.
  for (const job of jobs) {
    if (!kinds.includes(job.kind)) continue;
    for (const item of job.items)
      if (!status.has(item.key))
        status.set(
          item.key,
          item.state === 'failed'
            ? t(
                {
                  defaultMessage: 'Failed: {reason}',
                  description: 'A row of a bulk job; reason: the error, as the server said it',
                },
                { reason: item.error ?? '' },
              )
            : item.result === ALREADY_THERE
              ? t(ALREADY_THERE_WORDS)
              : t(ITEM_WORDS[item.state]),
        );
  }
  return (key) => status.get(String(key));
};
