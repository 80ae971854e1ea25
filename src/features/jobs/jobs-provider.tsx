import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApplyDataChange, type DataChange } from '../../resources/data-change';
import { JobEngineContext, type JobEngine } from '../../resources/jobs';
import { useAccountScope, useApiClient } from '../../resources/session';
import { hasStoredJobs, jobsChannelName } from './job-presence';

/** Lists refresh at most this often while a job runs (each refresh of what is on screen costs). */
const REFRESH_EVERY_MS = 5_000;

/** The union of changes, each key once. */
const merge = (changes: readonly DataChange[]): DataChange => {
  const unique = (keys: DataChange['invalidates']) => [
    ...new Map(keys.map((key) => [JSON.stringify(key), key])).values(),
  ];
  return {
    invalidates: unique(changes.flatMap((change) => change.invalidates)),
    marksStale: unique(changes.flatMap((change) => change.marksStale)),
  };
};

/**
 * Opens the signed-in account's job engine and closes it on sign-out. It loads only when there
 * is something for it: jobs of this account on this device, a message from another tab's job,
 * or a page about to start one (`useJobEngine()`), so no page carries it for nothing. What the
 * steps changed (their mutations' `meta`) is applied like any change the user makes, at most
 * every 5 s while a job runs: the device cache forgets it and the other tabs hear of it.
 */
export const JobsProvider = ({ children }: { children: ReactNode }) => {
  const scope = useAccountScope();
  const client = useApiClient();
  const applyDataChange = useApplyDataChange();
  const [engine, setEngine] = useState<JobEngine | null>(null);
  const loader = useRef<(() => void) | null>(null);
  // A page's request can come before this provider's effect (children's effects run first).
  const isWanted = useRef(false);

  useEffect(() => {
    if (!scope) return;
    let opened: JobEngine | null = null;
    let isCancelled = false;
    const pending: DataChange[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const change = merge(pending.splice(0));
      if (change.invalidates.length + change.marksStale.length > 0)
        void applyDataChange(change).catch(() => undefined);
    };
    // The account's jobs channel, opened once: another tab's job speaks on it before this tab
    // has an engine (it loads the engine), and the engine talks on it once loaded.
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(jobsChannelName(scope));
    let isLoading = false;
    const load = () => {
      if (isLoading) return;
      isLoading = true;
      void Promise.all([import('./job-engine'), import('./job-store')]).then(
        ([{ createJobEngine }, { openJobStore }]) => {
          if (isCancelled) return;
          opened = createJobEngine({
            scope,
            client,
            store: openJobStore(scope),
            channel,
            onDataChanged: (change, job) => {
              pending.push(change);
              if (job.status === 'running') timer ??= setTimeout(flush, REFRESH_EVERY_MS);
              else {
                // The job ended: what it changed refreshes now.
                clearTimeout(timer);
                flush();
              }
            },
          });
          setEngine(opened);
        },
      );
    };
    loader.current = load;
    if (isWanted.current) load();
    if (channel) channel.onmessage = load;
    void hasStoredJobs(scope).then((has) => {
      if (has && !isCancelled) load();
    });
    return () => {
      isCancelled = true;
      loader.current = null;
      clearTimeout(timer);
      void opened?.close();
      channel?.close();
      setEngine(null);
    };
  }, [scope, client, applyDataChange]);

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
