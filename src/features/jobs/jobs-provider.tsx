import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAccountScope } from '../account-scope';
import { useApiClient } from '../route-context';
import type { Job, JobKind } from './job-model';
import type { JOB_CHANGES } from './job-changes';
import type { JobEngine } from './job-engine';
import { hasStoredJobs, jobsChannelName } from './job-presence';
import { JobEngineContext } from './jobs-queries';

/** Lists refresh at most this often while a job runs (each refresh of what is on screen costs). */
const REFRESH_EVERY_MS = 5_000;

/**
 * Opens the signed-in account's job engine and closes it on sign-out. It loads only when there
 * is something for it: jobs of this account on this device, a message from another tab's job,
 * or a page about to start one (`useJobEngine()`), so no page carries it for nothing. Data a job changed goes through the one MutationCache handler, so the
 * device cache forgets it and the other tabs hear of it, as for any change the user makes.
 */
export const JobsProvider = ({ children }: { children: ReactNode }) => {
  const scope = useAccountScope();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [engine, setEngine] = useState<JobEngine | null>(null);
  const loader = useRef<(() => void) | null>(null);
  // A page's request can come before this provider's effect (children's effects run first).
  const isWanted = useRef(false);

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
    let isLoading = false;
    const load = () => {
      if (isLoading) return;
      isLoading = true;
      void Promise.all([
        import('./job-engine'),
        import('./job-store'),
        import('./job-changes'),
      ]).then(([{ createJobEngine }, { openJobStore }, { JOB_CHANGES }]) => {
        if (isCancelled) return;
        changes = JOB_CHANGES;
        opened = createJobEngine({ scope, client, store: openJobStore(scope), onDataChanged });
        setEngine(opened);
      });
    };
    loader.current = load;
    if (isWanted.current) load();
    // Another tab's job (or this tab's, once loaded) speaks on this channel.
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(jobsChannelName(scope));
    if (channel) channel.onmessage = load;
    void hasStoredJobs(scope).then((has) => {
      if (has && !isCancelled) load();
    });
    return () => {
      isCancelled = true;
      loader.current = null;
      channel?.close();
      clearTimeout(timer);
      void opened?.close();
      setEngine(null);
    };
  }, [scope, client, queryClient]);

  const access = useMemo(
    () => ({
      engine,
      load: () => {
        isWanted.current = true;
        loader.current?.();
      },
    }),
    [engine],
  );
  return <JobEngineContext.Provider value={access}>{children}</JobEngineContext.Provider>;
};
