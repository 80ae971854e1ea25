/**
 * Runs `work` once the main thread is idle (or after `timeoutMs` at the latest): for start-up
 * work the first screen does not need, so start-up has no long task. Where the browser has no idle
 * callback, soon.
 */
export const whenIdle = (work: () => void, timeoutMs = 3000): void => {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 50);
};

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so the work after it does not lengthen the current one (a long task
 * blocks input; Lighthouse counts each over 50 ms of its 4× slower CPU). `scheduler.yield` puts
 * the rest ahead of other waiting tasks; elsewhere a timer.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
