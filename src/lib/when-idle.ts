/**
 * Runs `work` once the main thread is idle (or after `timeoutMs` at the latest): for start-up
 * work the first screen does not need (issue 25). Where the browser has no idle callback, soon.
 */
export const whenIdle = (work: () => void, timeoutMs = 3000): void => {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 50);
};
