/**
 * One door for every request (architecture guide, example 10): a queue with priorities in
 * front of the network that knows the rate-limit budget. The user's own actions and the page
 * they opened go first and may spend the whole window; prefetch and background work go after
 * and never spend its last few requests — until the window's last seconds, when background
 * work may (a click then waits for the reset, at most those seconds). Once a 429 says when the
 * window resets, nothing leaves before then. An instance that sends no rate-limit headers is
 * never waited for.
 */

/** The request budget from the `X-RateLimit-*` headers. */
export type Budget = {
  limit: number;
  remaining: number;
  /** When the window resets, in ms since the epoch. */
  resetAt: number;
};

/** Highest first: the user's action now > the page opened > prefetch > background and bulk. */
export type RequestPriority = 'user' | 'page' | 'prefetch' | 'background';
const RANK: Record<RequestPriority, number> = { user: 0, page: 1, prefetch: 2, background: 3 };

/** Requests of a window that prefetch and background work leave for the user. */
export const BACKGROUND_RESERVE = 5;
/** Real instances use fixed one-minute windows; assumed when the next reset is not known yet. */
export const DEFAULT_WINDOW_MS = 60_000;

export interface QueueState {
  /** Requests of this tab waiting for the budget. */
  queued: number;
  /** When the first of them may leave (ms since the epoch); null when none waits. */
  nextAt: number | null;
  /** A 429 said the window is spent until then; null when nothing is known to be spent. */
  blockedUntil: number | null;
}

type Listener = () => void;

interface Store<T> {
  get(): T;
  subscribe(listener: Listener): () => void;
}

export interface RequestScheduler {
  /** Runs `send` when the budget allows a request of this priority; aborting drops it. */
  run<T>(priority: RequestPriority, send: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** The last known budget (null when the instance sends no rate-limit headers). */
  budget: Store<Budget | null>;
  queue: Store<QueueState>;
  /** The budget read from a response's headers. */
  setBudget(next: Budget): void;
  /** A 429: nothing leaves until `resetAt`. */
  block(resetAt: number): void;
  /** State another tab of the same account learnt: the stricter of the two wins. */
  share(shared: { budget: Budget | null; blockedUntil: number | null }): void;
  /** How long a request of this priority would wait now, in ms (0: it leaves at once). */
  waitFor(priority: RequestPriority): number;
  /** The share of this window's requests still left: 1 when the instance sends no limit. */
  shareLeft(): number;
  /** Forgets the budget (another account signed in). */
  reset(): void;
}

interface Entry {
  priority: RequestPriority;
  seq: number;
  start: () => void;
}

/** Requests of a window that prefetch and background work leave for the user, at this limit. */
export const reserveFor = (limit: number) => Math.min(BACKGROUND_RESERVE, Math.max(0, limit - 1));

/**
 * In the last seconds before a known reset, background work may spend the reserve: a user
 * action arriving then waits at most this long (for the reset), and bulk work runs at the full
 * limit instead of `limit − reserve` (docs/decisions/0008). Prefetch, a guess, never does.
 */
export const RESERVE_RELEASE_MS = 3_000;

/** The reserve background work keeps at `t`: none in the window's last seconds. */
export const backgroundReserve = (budget: Budget, t: number): number =>
  t < budget.resetAt && t >= budget.resetAt - RESERVE_RELEASE_MS ? 0 : reserveFor(budget.limit);

/**
 * When the last of `requests` background requests may leave by the queue's rule, assuming
 * fixed windows of DEFAULT_WINDOW_MS: what is above the reserve at once, the reserve in the
 * window's last seconds, then the same each window. `batch` is how many leave from `at` on,
 * one after another (for estimates that add round trips). Estimates use this, never a rule of
 * their own.
 */
export const backgroundPlan = (
  requests: number,
  budget: Budget,
  now: number,
  blockedUntil: number | null = null,
): { at: number; batch: number } => {
  const limit = Math.max(1, budget.limit);
  const reserve = reserveFor(limit);
  let t = now;
  let end = budget.resetAt;
  let remaining = budget.remaining;
  if (blockedUntil !== null && blockedUntil > now) {
    end = Math.max(blockedUntil, budget.resetAt);
    remaining = 0;
  } else if (now >= budget.resetAt) {
    end =
      budget.resetAt +
      (Math.floor((now - budget.resetAt) / DEFAULT_WINDOW_MS) + 1) * DEFAULT_WINDOW_MS;
    remaining = limit;
  }
  let left = requests;
  for (;;) {
    const closingAt = end - RESERVE_RELEASE_MS;
    if (t < closingAt) {
      const early = Math.max(0, remaining - reserve);
      if (left <= early) return { at: t, batch: left };
      left -= early;
      remaining -= early;
      t = closingAt;
    }
    if (left <= remaining) return { at: t, batch: left };
    left -= Math.max(0, remaining);
    t = end;
    end += DEFAULT_WINDOW_MS;
    remaining = limit;
  }
};

export const createRequestScheduler = (now: () => number = Date.now): RequestScheduler => {
  let budget: Budget | null = null;
  let blockedUntil: number | null = null;
  let inFlight = 0;
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waiting: Entry[] = [];
  let queueState: QueueState = { queued: 0, nextAt: null, blockedUntil: null };
  const budgetListeners = new Set<Listener>();
  const queueListeners = new Set<Listener>();

  const subscribeTo = (set: Set<Listener>) => (listener: Listener) => {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };

  /** When a request of this priority may leave: now, or a time in the future. */
  const earliest = (priority: RequestPriority): number => {
    const t = now();
    if (blockedUntil !== null && t < blockedUntil) return blockedUntil;
    if (!budget) return t;
    const isWindowOver = t >= budget.resetAt;
    const remaining = (isWindowOver ? budget.limit : budget.remaining) - inFlight;
    const reserve =
      priority === 'background'
        ? backgroundReserve(budget, t)
        : priority === 'prefetch'
          ? reserveFor(budget.limit)
          : 0;
    if (remaining > reserve) return t;
    // Spent (for this priority): the next window, or a moment after requests in flight answer.
    if (isWindowOver) return t + 1_000;
    // Background work spends what the reserve holds in the window's last seconds.
    if (priority === 'background' && remaining > 0) return budget.resetAt - RESERVE_RELEASE_MS;
    return budget.resetAt;
  };

  const publishQueue = () => {
    const first = waiting[0];
    const next: QueueState = {
      queued: waiting.length,
      nextAt: first ? earliest(first.priority) : null,
      blockedUntil: blockedUntil !== null && blockedUntil > now() ? blockedUntil : null,
    };
    if (
      next.queued === queueState.queued &&
      next.nextAt === queueState.nextAt &&
      next.blockedUntil === queueState.blockedUntil
    )
      return;
    queueState = next;
    queueListeners.forEach((listener) => listener());
  };

  const pump = () => {
    clearTimeout(timer);
    timer = undefined;
    // In priority order; a later entry passes one that waits only when the rule lets it leave
    // now (background work in a window's last seconds, while a prefetch keeps the reserve).
    for (let i = 0; i < waiting.length;) {
      if (earliest(waiting[i].priority) > now()) i++;
      else waiting.splice(i, 1)[0].start();
    }
    if (waiting.length > 0) {
      const next = Math.min(...waiting.map((entry) => earliest(entry.priority)));
      timer = setTimeout(pump, next - now());
    }
    // Wake up when a known-spent window resets, so the countdown ends even with nothing queued.
    if (!timer && blockedUntil !== null && blockedUntil > now())
      timer = setTimeout(pump, blockedUntil - now());
    publishQueue();
  };

  const setBudget = (next: Budget) => {
    if (
      budget &&
      budget.limit === next.limit &&
      budget.remaining === next.remaining &&
      budget.resetAt === next.resetAt
    )
      return;
    budget = next;
    budgetListeners.forEach((listener) => listener());
    pump();
  };

  const block = (resetAt: number) => {
    if (blockedUntil !== null && blockedUntil >= resetAt) return;
    blockedUntil = resetAt;
    if (budget) setBudget({ ...budget, remaining: 0, resetAt: Math.max(budget.resetAt, resetAt) });
    pump();
  };

  return {
    run<T>(priority: RequestPriority, send: () => Promise<T>, signal?: AbortSignal) {
      return new Promise<T>((resolve, reject) => {
        const entry: Entry = {
          priority,
          seq: seq++,
          start: () => {
            signal?.removeEventListener('abort', onAbort);
            inFlight++;
            send()
              .then(resolve, reject)
              .finally(() => {
                inFlight--;
                pump();
              });
          },
        };
        const onAbort = () => {
          const index = waiting.indexOf(entry);
          if (index === -1) return;
          waiting.splice(index, 1);
          reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
          pump();
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        // Stable by rank: after every entry of the same or a higher priority.
        const at = waiting.findIndex((other) => RANK[other.priority] > RANK[priority]);
        waiting.splice(at === -1 ? waiting.length : at, 0, entry);
        pump();
      });
    },
    budget: { get: () => budget, subscribe: subscribeTo(budgetListeners) },
    queue: { get: () => queueState, subscribe: subscribeTo(queueListeners) },
    setBudget,
    block,
    share(shared) {
      if (shared.blockedUntil !== null) block(shared.blockedUntil);
      const other = shared.budget;
      if (!other) return;
      const isNewerWindow = !budget || other.resetAt > budget.resetAt + 1_000;
      const isSameWindow = budget && Math.abs(other.resetAt - budget.resetAt) <= 1_000;
      if (isNewerWindow) setBudget(other);
      else if (isSameWindow && budget && other.remaining < budget.remaining)
        setBudget({ ...budget, remaining: other.remaining });
    },
    waitFor: (priority) => Math.max(0, earliest(priority) - now()),
    shareLeft() {
      if (blockedUntil !== null && now() < blockedUntil) return 0;
      if (!budget || budget.limit <= 0) return 1;
      const remaining = (now() >= budget.resetAt ? budget.limit : budget.remaining) - inFlight;
      return Math.max(0, remaining) / budget.limit;
    },
    reset() {
      budget = null;
      blockedUntil = null;
      budgetListeners.forEach((listener) => listener());
      pump();
    },
  };
};
