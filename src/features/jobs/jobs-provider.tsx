import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useAccountScope } from '../account-scope';
import { useApiClient } from '../route-context';
import type { Job, JobKind } from './job-model';
import type { JOB_CHANGES } from './job-changes';
import type { JobEngine } from './job-engine';
import { JobEngineContext } from './jobs-queries';

/** Lists refresh at most this often while a job runs (each refresh of what is on screen costs). */
const REFRESH_EVERY_MS = 5_000;

/**
 * Opens the signed-in account's job engine (loaded after sign-in, like the device cache) and
 * closes it on sign-out. Data a job changed goes through the one MutationCache handler, so the
 * device cache forgets it and the other tabs hear of it, as for any change the user makes.
 */
export const JobsProvider = ({ children }: { children: ReactNode }) => {
  const scope = useAccountScope();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [engine, setEngine] = useState<JobEngine | null>(null);

  useEffect(() => {
    if (!scope) return;
    let opened: JobEngine | null = null;
    let isCancelled = false;
    const pending = new Set<JobKind>();
    let changes: typeof JOB_CHANGES | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const keys = [...pending].flatMap((kind) => changes?.[kind] ?? []);
      pending.clear();
      void queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: async () => undefined, meta: { invalidates: keys } })
        .execute(undefined)
        .catch(() => undefined);
    };
    const onDataChanged = (job: Job) => {
      pending.add(job.kind);
      timer ??= setTimeout(flush, job.status === 'running' ? REFRESH_EVERY_MS : 0);
    };
    void Promise.all([import('./job-engine'), import('./job-store'), import('./job-changes')]).then(
      ([{ createJobEngine }, { openJobStore }, { JOB_CHANGES }]) => {
        if (isCancelled) return;
        changes = JOB_CHANGES;
        opened = createJobEngine({ scope, client, store: openJobStore(scope), onDataChanged });
        setEngine(opened);
      },
    );
    return () => {
      isCancelled = true;
      clearTimeout(timer);
      void opened?.close();
      setEngine(null);
    };
  }, [scope, client, queryClient]);

  return <JobEngineContext.Provider value={engine}>{children}</JobEngineContext.Provider>;
};
