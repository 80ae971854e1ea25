/**
 * When the API's request limit is hit, requests wait for the reset and retry by themselves.
 * This tiny store says until when, so the shell can show a countdown instead of an error.
 */
export interface RateLimitWait {
  get(): number | null;
  subscribe(listener: () => void): () => void;
  waitUntil(resetAt: number): void;
}

export const createRateLimitWait = (): RateLimitWait => {
  let until: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => until,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    waitUntil(resetAt) {
      if (until !== null && until >= resetAt) return;
      until = resetAt;
      clearTimeout(timer);
      timer = setTimeout(
        () => {
          until = null;
          emit();
        },
        Math.max(0, resetAt - Date.now()),
      );
      emit();
    },
  };
};
