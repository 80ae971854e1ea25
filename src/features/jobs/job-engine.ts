import { assignLinkToCampaign } from '../../api/campaigns';
import { assignToChannel } from '../../api/channels';
import {
  describeError,
  isAbortError,
  isAuthError,
  isNetworkError,
  isNotFoundError,
  isRateLimitError,
} from '../../api/errors';
import type { ApiClient, CallOptions } from '../../api/http';
import { createLink, deleteLink, getLinks, linkCreateSchema, type Link } from '../../api/links';
import { deleteQrCode } from '../../api/qr-codes';
import { z } from 'zod/mini';
import { stepsOf, type Job, type JobItem, type Step } from './job-model';
import { jobsChannelName } from './job-presence';
import type { JobStore } from './job-store';

/**
 * Runs bulk jobs (docs/decisions/bulk-jobs.md). Every request goes through the tab's queue at
 * `background` priority, so the user's own clicks go first and the reserve is never spent.
 * An item is marked in flight on the device BEFORE its request leaves; a create found in flight
 * later (the tab closed, the server stopped) is looked up on the server before it is sent
 * again, so no link is ever created twice. One tab runs a job at a time (a Web Lock per job);
 * the account's other tabs follow its progress through a BroadcastChannel and take over when
 * that tab closes.
 */

export type NewJob = Pick<Job, 'kind' | 'title' | 'campaignId' | 'channelId' | 'itemType'> & {
  items: Pick<JobItem, 'key' | 'label' | 'targetId' | 'row' | 'campaignId' | 'channelIds'>[];
};

export interface JobEngine {
  get(): Job[];
  subscribe(listener: () => void): () => void;
  /** Resolves once the stored jobs are read (and interrupted ones marked paused). */
  ready: Promise<void>;
  start(draft: NewJob): Promise<Job>;
  pause(id: string): void;
  resume(id: string): void;
  cancel(id: string): void;
  /** Sends the failed items again (only those), from the step where each failed. */
  retryFailed(id: string): void;
  remove(id: string): Promise<void>;
  /** Stops running (sign-out, another account): what is in flight stays marked for the check. */
  close(): Promise<void>;
}

export interface JobEngineOptions {
  scope: string;
  client: ApiClient;
  store: JobStore;
  /** Called when items of a job changed data on the server (lists to refresh). */
  onDataChanged?: (job: Job) => void;
  now?: () => number;
  locks?: LockManager | null;
  createChannel?: (name: string) => BroadcastChannel | null;
}

export const NETWORK_PAUSE =
  'Paused: the server could not be reached. Nothing was lost — resume when it is back.';
export const CLOSED_PAUSE = 'Paused when the tab closed or the page reloaded.';
const AUTH_PAUSE = 'Paused: the API key was not accepted. Sign in again to resume.';

type Message =
  | { type: 'changed'; id: string }
  | { type: 'command'; id: string; action: 'pause' | 'resume' | 'cancel' | 'retry' };

const background: Pick<CallOptions, 'meta'> = { meta: { priority: 'background' } };

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Ignores a trailing slash and the scheme's case, as servers may store either form. */
const sameUrl = (a: string, b: string) =>
  a.trim().replace(/\/+$/, '').toLowerCase() === b.trim().replace(/\/+$/, '').toLowerCase();

/** A matching link older than this before the send cannot be the one the send created. */
const CLOCK_SKEW_MS = 10 * 60_000;

const createdAfter = (link: Link, sentAt: number | undefined) => {
  if (sentAt === undefined) return true;
  const date = Date.parse(link.date.includes('T') ? link.date : link.date.replace(' ', 'T'));
  return Number.isNaN(date) || date >= sentAt - CLOCK_SKEW_MS;
};

export const createJobEngine = ({
  scope,
  client,
  store,
  onDataChanged,
  now = Date.now,
  locks = typeof navigator !== 'undefined' ? (navigator.locks ?? null) : null,
  createChannel = (name) =>
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name),
}: JobEngineOptions): JobEngine => {
  let jobs: Job[] = [];
  let closed = false;
  const listeners = new Set<() => void>();
  /** Jobs this tab runs now, with what stops them. */
  const running = new Map<string, AbortController>();
  /** Waits for another tab's lock on a job (to take over when that tab closes). */
  const watching = new Map<string, AbortController>();
  const channel = createChannel(jobsChannelName(scope));
  const lockName = (id: string) => `linkdeck-job-${scope}-${id}`;

  const emit = () => listeners.forEach((listener) => listener());
  const find = (id: string) => jobs.find((job) => job.id === id);
  const post = (message: Message) => channel?.postMessage(message);

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
      post({ type: 'changed', id: job.id });
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

  /** A create whose answer never came: the link it made, if it reached the server. */
  const findCreated = async (item: JobItem, signal: AbortSignal): Promise<Link | null> => {
    const row = item.row;
    if (!row) return null;
    const alias = row.alias.trim();
    const page = await getLinks(
      client,
      { q: alias || row.url.trim(), limit: 20, page: 1 },
      { signal, ...background },
    );
    const matches = page.items.filter((link) =>
      alias
        ? link.alias === alias && sameUrl(link.longurl, row.url)
        : sameUrl(link.longurl, row.url) &&
          link.description.trim() === row.description.trim() &&
          createdAfter(link, item.sentAt),
    );
    return matches.sort((a, b) => b.id - a.id)[0] ?? null;
  };

  const send = async (
    step: Step,
    item: JobItem,
    signal: AbortSignal,
  ): Promise<Partial<JobItem>> => {
    const options = { signal, ...background };
    const target = item.targetId ?? Number(item.key);
    switch (step.type) {
      case 'create': {
        const row = item.row;
        const input = z.parse(linkCreateSchema, {
          url: row?.url ?? '',
          ...(row?.alias ? { custom: row.alias } : {}),
          ...(row?.description ? { description: row.description } : {}),
        });
        const saved = await createLink(client, input, options);
        return { targetId: saved.id, result: saved.shorturl };
      }
      case 'campaign':
        await assignLinkToCampaign(client, step.campaignId, target, options);
        return {};
      case 'channel':
        await assignToChannel(client, step.channelId, step.itemType, target, options);
        return {};
      case 'delete-link':
        await deleteLink(client, target, options);
        return {};
      case 'delete-qr':
        await deleteQrCode(client, target, options);
        return {};
    }
  };

  /** Runs one item's remaining steps; returns false when the job must stop here. */
  const runItem = async (id: string, index: number, signal: AbortSignal): Promise<boolean> => {
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
          const found = await findCreated(item, signal);
          if (found) {
            await patchItem(id, index, {
              targetId: found.id,
              result: found.shorturl,
              step: item.step + 1,
            });
            continue;
          }
        }
        await patchItem(id, index, { state: 'in-flight', sentAt: now() });
        if (signal.aborted) return false;
        const outcome = await send(step, item, signal);
        await patchItem(id, index, { ...outcome, step: item.step + 1 });
        onDataChanged?.(job);
      } catch (error) {
        if (signal.aborted || isAbortError(error)) return false;
        if (isRateLimitError(error)) {
          // Refused before it ran: not in flight. The queue holds everything until the reset.
          await patchItem(id, index, { state: 'pending' });
          continue;
        }
        if (isNetworkError(error) || isAuthError(error)) {
          await update(id, (current) => ({
            ...current,
            status: 'paused',
            pauseReason: isAuthError(error) ? AUTH_PAUSE : NETWORK_PAUSE,
          }));
          return false;
        }
        if (isNotFoundError(error) && (step.type === 'delete-link' || step.type === 'delete-qr')) {
          await patchItem(id, index, { step: item.step + 1, result: 'Already deleted' });
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
        await update(id, (current) => ({ ...current, status: 'finished', pauseReason: undefined }));
        onDataChanged?.(find(id) ?? job);
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
    const work = async (lock: unknown) => {
      if (lock === null) {
        running.delete(id);
        watch(id);
        return;
      }
      try {
        // Another tab may have moved the job on before this one got the lock.
        await reload();
        await runHere(id, controller.signal);
      } finally {
        running.delete(id);
      }
    };
    const done = locks ? locks.request(lockName(id), { ifAvailable: true }, work) : work(true);
    void Promise.resolve(done).catch(() => running.delete(id));
  };

  /** Waits for the tab running a job to close, then carries on with it here. */
  const watch = (id: string) => {
    if (!locks || watching.has(id) || closed) return;
    const controller = new AbortController();
    watching.set(id, controller);
    locks
      .request(lockName(id), { signal: controller.signal }, async () => {
        watching.delete(id);
        await reload();
        if (find(id)?.status === 'running' && !closed) {
          // Released, not handed over: run() takes the lock again right away.
          setTimeout(() => run(id), 0);
        }
      })
      .catch(() => watching.delete(id));
  };

  const reload = async () => {
    await writes;
    const stored = await store.list();
    // Jobs this tab runs are newest in memory; the store may lag a write behind.
    jobs = stored.map((job) => (running.has(job.id) ? (find(job.id) ?? job) : job));
    emit();
  };

  const heldElsewhere = async (): Promise<Set<string>> => {
    if (!locks) return new Set();
    const state = await locks.query().catch(() => ({ held: [] as LockInfo[] }));
    return new Set((state.held ?? []).map((lock) => lock.name ?? ''));
  };

  const ready = (async () => {
    await reload();
    const held = await heldElsewhere();
    for (const job of jobs) {
      if (job.status !== 'running') continue;
      if (held.has(lockName(job.id))) watch(job.id);
      // Nobody runs it: the tab that did closed. It waits for the person to resume it.
      else
        await update(job.id, (current) => ({
          ...current,
          status: 'paused',
          pauseReason: CLOSED_PAUSE,
        }));
    }
  })();

  const apply = (id: string, action: Extract<Message, { type: 'command' }>['action']) => {
    const job = find(id);
    if (!job) return;
    const isMine = running.has(id);
    const isElsewhere = !isMine && job.status === 'running' && watching.has(id);
    if (isElsewhere) {
      post({ type: 'command', id, action });
      return;
    }
    switch (action) {
      case 'pause':
        if (job.status !== 'running') return;
        running.get(id)?.abort();
        void update(id, (current) => ({ ...current, status: 'paused', pauseReason: undefined }));
        return;
      case 'cancel':
        running.get(id)?.abort();
        void update(id, (current) => ({ ...current, status: 'cancelled', pauseReason: undefined }));
        return;
      case 'resume':
        if (job.status !== 'paused') return;
        void update(id, (current) => ({
          ...current,
          status: 'running',
          pauseReason: undefined,
        })).then(() => run(id));
        return;
      case 'retry':
        void update(id, (current) => ({
          ...current,
          status: 'running',
          pauseReason: undefined,
          items: current.items.map((item) =>
            item.state === 'failed' ? { ...item, state: 'pending', error: undefined } : item,
          ),
        })).then(() => run(id));
        return;
    }
  };

  if (channel)
    channel.onmessage = (event: MessageEvent<Message>) => {
      const message = event.data;
      if (message.type === 'changed') {
        if (running.has(message.id)) return;
        void reload().then(() => {
          if (find(message.id)?.status === 'running') watch(message.id);
        });
      } else if (running.has(message.id) || !watching.has(message.id)) {
        apply(message.id, message.action);
      }
    };

  return {
    get: () => jobs,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
    async start(draft) {
      await ready;
      const at = now();
      const job: Job = {
        id: randomId(),
        kind: draft.kind,
        title: draft.title,
        createdAt: at,
        updatedAt: at,
        status: 'running',
        campaignId: draft.campaignId,
        channelId: draft.channelId,
        itemType: draft.itemType,
        items: draft.items.map((item) => ({ ...item, state: 'pending', step: 0 })),
      };
      await put(job);
      run(job.id);
      return job;
    },
    pause: (id) => apply(id, 'pause'),
    resume: (id) => apply(id, 'resume'),
    cancel: (id) => apply(id, 'cancel'),
    retryFailed: (id) => apply(id, 'retry'),
    async remove(id) {
      if (running.has(id) || find(id)?.status === 'running') return;
      await store.remove(id);
      jobs = jobs.filter((job) => job.id !== id);
      emit();
      post({ type: 'changed', id });
    },
    async close() {
      closed = true;
      running.forEach((controller) => controller.abort());
      watching.forEach((controller) => controller.abort());
      channel?.close();
      await store.close();
    },
  };
};
