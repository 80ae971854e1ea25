import { del, entries, set } from 'idb-keyval';
import { z } from 'zod/mini';
import { closeDeviceStore, DEVICE_DATA_MAX_AGE_MS, openDeviceStore } from '../../lib/device-store';
import { jobSchema, type Job } from '../../resources/job-model';
import { jobWithoutPasswords } from './job-secrets';

/**
 * An account's jobs on this device: one IndexedDB database per account scope
 * (`linkdeck-jobs-<scope>`), wiped with the rest of its device data on sign-out
 * (lib/device-store.ts `wipeDeviceData`) and job by job 24 hours after its last change.
 * Storage that fails is treated as empty: a job then lives only as long as the tab. A link
 * password never reaches it (job-secrets.ts), whatever the caller saves.
 */
export interface JobStore {
  list(): Promise<Job[]>;
  save(job: Job): Promise<void>;
  remove(id: string): Promise<void>;
  close(): Promise<void>;
}

export const openJobStore = (scope: string, now: () => number = Date.now): JobStore => {
  const store = openDeviceStore('jobs', scope);
  // Without IndexedDB the jobs live in this tab's memory, as long as the tab.
  const memory = new Map<string, Job>();
  if (!store)
    return {
      list: async () => [...memory.values()].sort((a, b) => b.createdAt - a.createdAt),
      save: async (job) => void memory.set(job.id, job),
      remove: async (id) => void memory.delete(id),
      close: async () => undefined,
    };

  return {
    async list() {
      const stored = await entries<string, unknown>(store).catch(() => []);
      const jobs: Job[] = [];
      for (const [key, value] of stored) {
        const parsed = z.safeParse(jobSchema, value);
        if (parsed.success && now() - parsed.data.updatedAt < DEVICE_DATA_MAX_AGE_MS) {
          // A job stored by an earlier version may hold passwords: it is rewritten without them.
          const job = jobWithoutPasswords(parsed.data);
          if (job !== parsed.data) await set(key, job, store).catch(() => undefined);
          jobs.push(job);
        } else await del(key, store).catch(() => undefined);
      }
      return jobs.sort((a, b) => b.createdAt - a.createdAt);
    },
    save: async (job) => {
      await set(job.id, jobWithoutPasswords(job), store).catch(() => undefined);
    },
    remove: async (id) => {
      await del(id, store).catch(() => undefined);
    },
    close: () => closeDeviceStore(store),
  };
};
