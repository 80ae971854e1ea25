import {
  describeError,
  isAbortError,
  isAuthError,
  isNetworkError,
  isNotFoundError,
  isRateLimitError,
} from '../../api/errors';
import type { ApiClient, CallOptions } from '../../api/http';
import { defineMessage, t } from '../../lib/i18n';
import type { DataChange } from '../../resources/data-change';
import { stepsOf } from '../../resources/job-counts';
import type { Job, JobItem } from '../../resources/job-model';
import type { JobEngine, NewJob } from '../../resources/jobs';
import { createJobLeases, type JobCommand, type JobMessage } from './job-leases';
import { deleteChange, findCreated, sendStep } from './job-steps';
import {
  forgetPasswords,
  givePasswords,
  itemsMissingPassword,
  keepPasswords,
  passwordFor,
  waitsForPassword,
  withoutPassword,
} from './job-secrets';
import type { JobStore } from './job-store';

/**
 * Runs bulk jobs (docs/decisions/0010-bulk-jobs.md): the loop that advances a job item by item and
 * keeps it on the device. Every request goes through the tab's queue at `background` priority,
 * so the user's own clicks go first. An item is marked in flight on the device BEFORE its
 * request leaves; a create found in flight later is looked up on the server before it is sent
 * again (job-steps.ts), so no link is ever created twice. Which tab runs a job: job-leases.ts.
 */

export interface JobEngineOptions {
  scope: string;
  client: ApiClient;
  store: JobStore;
  /** What a step changed on the server, as its mutation declares it (lists to refresh). */
  onDataChanged?: (change: DataChange, job: Job) => void;
  now?: () => number;
  locks?: LockManager | null;
  /** The account's jobs channel, opened once by the provider (null: this tab alone). */
  channel?: BroadcastChannel | null;
}

/** Why a job paused: kept with the job in the language of the moment it paused. */
export const NETWORK_PAUSE = defineMessage({
  defaultMessage:
    'Paused: the server could not be reached. Nothing was lost — resume when it is back.',
});
export const PASSWORD_PAUSE = defineMessage({
  defaultMessage:
    'Paused: link passwords are never kept on this device. Enter them again to resume the rows that set one.',
});
const AUTH_PAUSE = defineMessage({
  defaultMessage: 'Paused: the API key was not accepted. Sign in again to resume.',
});

const background: Pick<CallOptions, 'meta'> = { meta: { priority: 'background' } };

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const createJobEngine = ({
  scope,
  client,
  store,
  onDataChanged,
  now = Date.now,
  locks = typeof navigator !== 'undefined' ? (navigator.locks ?? null) : null,
  channel = null,
}: JobEngineOptions): JobEngine => {
  let jobs: Job[] = [];
  let closed = false;
  const listeners = new Set<() => void>();
  /** Jobs this tab runs now, with what stops them. */
  const running = new Map<string, AbortController>();

  const emit = () => listeners.forEach((listener) => listener());
  const find = (id: string) => jobs.find((job) => job.id === id);

  /** Writes in the order the changes were made, so a later write never loses to an earlier one. */
  let writes: Promise<void> = Promise.resolve();

  /**
   * Applies a change in memory at once (so changes never overwrite each other) and resolves
   * once it is on the device: an item is marked in flight there before its request leaves.
   */
  const put = (job: Job) => {
    jobs = find(job.id) ? jobs.map((j) => (j.id === job.id ? job : j)) : [job, ...jobs];
    emit();
    writes = writes.then(async () => {
      await store.save(job);
      leases.post({ type: 'changed', id: job.id });
    });
    return writes;
  };

  const update = (id: string, change: (job: Job) => Job) => {
    const job = find(id);
    return job ? put({ ...change(job), updatedAt: now() }) : Promise.resolve();
  };

  const patchItem = (id: string, index: number, patch: Partial<JobItem>) =>
    update(id, (job) => ({
      ...job,
      items: job.items.map((item, i) => (i === index ? { ...item, ...patch } : item)),
    }));

  const pause = (id: string, pauseReason?: string) =>
    update(id, (job) => ({ ...job, status: 'paused', pauseReason }));

  /** Runs one item's remaining steps; returns false when the job must stop here. */
  const runItem = async (id: string, index: number, signal: AbortSignal): Promise<boolean> => {
    const context = { client, scope, call: { signal, ...background } };
    for (;;) {
      const job = find(id);
      const item = job?.items[index];
      if (!job || !item || signal.aborted) return false;
      const steps = stepsOf(job, item);
      if (item.step >= steps.length) {
        await patchItem(id, index, { state: 'done', error: undefined });
        return true;
      }
      const step = steps[item.step];
      try {
        if (step.type === 'create' && item.state === 'in-flight') {
          const found = await findCreated(item, context, context.call);
          if (found) {
            await patchItem(id, index, {
              targetId: found.id,
              result: found.shorturl,
              step: item.step + 1,
            });
            continue;
          }
        }
        // The password lives in this tab's memory only: without it the item waits for the person.
        const password = waitsForPassword(item) ? passwordFor(id, item.key) : undefined;
        if (waitsForPassword(item) && password === undefined) {
          await pause(id, t(PASSWORD_PAUSE));
          return false;
        }
        await patchItem(id, index, { state: 'in-flight', sentAt: now() });
        if (signal.aborted) return false;
        const { patch, change } = await sendStep(step, item, context, password);
        await patchItem(id, index, { ...patch, step: item.step + 1 });
        if (password !== undefined) forgetPasswords(id, item.key);
        onDataChanged?.(change, job);
      } catch (error) {
        if (signal.aborted || isAbortError(error)) return false;
        if (isRateLimitError(error)) {
          // Refused before it ran: not in flight. The queue holds everything until the reset.
          await patchItem(id, index, { state: 'pending' });
          continue;
        }
        if (isNetworkError(error) || isAuthError(error)) {
          await pause(id, t(isAuthError(error) ? AUTH_PAUSE : NETWORK_PAUSE));
          return false;
        }
        if (isNotFoundError(error) && (step.type === 'delete-link' || step.type === 'delete-qr')) {
          await patchItem(id, index, {
            step: item.step + 1,
            result: t({ defaultMessage: 'Already deleted' }),
          });
          onDataChanged?.(deleteChange(step, context), job);
          continue;
        }
        await patchItem(id, index, { state: 'failed', error: describeError(error) });
        return true;
      }
    }
  };

  const runHere = async (id: string, signal: AbortSignal) => {
    for (;;) {
      const job = find(id);
      if (!job || job.status !== 'running' || signal.aborted || closed) return;
      const index = job.items.findIndex(
        (item) => item.state === 'in-flight' || item.state === 'pending',
      );
      if (index === -1) {
        forgetPasswords(id);
        await update(id, (current) => ({ ...current, status: 'finished', pauseReason: undefined }));
        onDataChanged?.({ invalidates: [], marksStale: [] }, find(id) ?? job);
        return;
      }
      if (!(await runItem(id, index, signal))) return;
    }
  };

  /** Runs the job in this tab unless another tab already does (then follows it). */
  const run = (id: string) => {
    if (running.has(id) || closed) return;
    const controller = new AbortController();
    running.set(id, controller);
    const done = leases.run(
      id,
      async () => {
        try {
          // Another tab may have moved the job on before this one got the lock.
          await reload();
          await runHere(id, controller.signal);
        } finally {
          running.delete(id);
        }
      },
      () => {
        running.delete(id);
        watch(id);
      },
    );
    void done.catch(() => running.delete(id));
  };

  /** Waits for the tab running a job to close, then carries on with it here. */
  const watch = (id: string) => {
    if (closed || leases.isWatching(id)) return;
    leases.watch(id, async () => {
      await reload();
      // Released, not handed over: run() takes the lock again right away.
      if (find(id)?.status === 'running' && !closed) setTimeout(() => run(id), 0);
    });
    // Whether another tab runs it is shown with the job.
    emit();
  };

  const reload = async () => {
    await writes;
    const stored = await store.list();
    // Jobs this tab runs are newest in memory; the store may lag a write behind.
    jobs = stored.map((job) => (running.has(job.id) ? (find(job.id) ?? job) : job));
    emit();
  };

  const apply = (id: string, action: JobCommand) => {
    const job = find(id);
    if (!job) return;
    const isMine = running.has(id);
    if (!isMine && job.status === 'running' && leases.isWatching(id)) {
      leases.post({ type: 'command', id, action });
      return;
    }
    const resume = (change: (job: Job) => Job) =>
      void update(id, (current) => ({
        ...change(current),
        status: 'running',
        pauseReason: undefined,
      })).then(() => run(id));
    switch (action) {
      case 'pause':
        if (job.status !== 'running') return;
        running.get(id)?.abort();
        void pause(id);
        return;
      case 'cancel':
        running.get(id)?.abort();
        forgetPasswords(id);
        void update(id, (current) => ({ ...current, status: 'cancelled', pauseReason: undefined }));
        return;
      case 'resume':
        if (job.status === 'paused') resume((current) => current);
        return;
      case 'retry':
        resume((current) => ({
          ...current,
          items: current.items.map((item) =>
            item.state === 'failed' ? { ...item, state: 'pending', error: undefined } : item,
          ),
        }));
        return;
    }
  };

  const onMessage = (message: JobMessage) => {
    if (message.type === 'changed') {
      if (running.has(message.id)) return;
      void reload().then(() => {
        if (find(message.id)?.status === 'running') watch(message.id);
      });
    } else if (running.has(message.id) || !leases.isWatching(message.id)) {
      apply(message.id, message.action);
    }
  };

  const leases = createJobLeases({ scope, locks, channel, onMessage });

  const ready = (async () => {
    await reload();
    for (const job of jobs) {
      if (job.status !== 'running') continue;
      if (await leases.isHeldElsewhere(job.id)) watch(job.id);
      // Nobody runs it: the tab that did reloaded or closed. It goes on here by itself (an item
      // left in flight is looked up first), unless it needs passwords only the person can give.
      else if (itemsMissingPassword(job).length > 0) await pause(job.id, t(PASSWORD_PAUSE));
      else run(job.id);
    }
  })();

  return {
    get: () => jobs,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
    async start(draft: NewJob) {
      await ready;
      const at = now();
      const id = randomId();
      // Passwords stay in memory; the job, as stored and as other tabs read it, holds none.
      keepPasswords(id, draft.items);
      const job: Job = {
        id,
        kind: draft.kind,
        title: draft.title,
        createdAt: at,
        updatedAt: at,
        status: 'running',
        campaignId: draft.campaignId,
        channelId: draft.channelId,
        itemType: draft.itemType,
        targetName: draft.targetName,
        items: draft.items.map((item) => ({ ...withoutPassword(item), state: 'pending', step: 0 })),
      };
      await put(job);
      run(job.id);
      return job;
    },
    pause: (id) => apply(id, 'pause'),
    resume: (id) => apply(id, 'resume'),
    cancel: (id) => apply(id, 'cancel'),
    retryFailed: (id) => apply(id, 'retry'),
    runsElsewhere: (id) => !running.has(id) && leases.isWatching(id),
    missingPasswords(id) {
      const job = find(id);
      return job ? itemsMissingPassword(job) : [];
    },
    resumeWithPasswords(id, passwords) {
      givePasswords(id, passwords);
      apply(id, 'resume');
    },
    async remove(id) {
      if (running.has(id) || find(id)?.status === 'running') return;
      await store.remove(id);
      forgetPasswords(id);
      jobs = jobs.filter((job) => job.id !== id);
      emit();
      leases.post({ type: 'changed', id });
    },
    async close() {
      closed = true;
      running.forEach((controller) => controller.abort());
      // Sign-out or another account: this tab forgets the passwords it held for these jobs.
      jobs.forEach((job) => forgetPasswords(job.id));
      leases.close();
      await store.close();
    },
  };
};
