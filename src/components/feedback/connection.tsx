import { onlineManager } from '@tanstack/react-query';
import { useId, useSyncExternalStore } from 'react';

/**
 * Whether this browser has a connection, as the data engine sees it: TanStack Query's
 * onlineManager, which follows the browser's online/offline events (app/query-client.ts starts
 * it from `navigator.onLine`, so a tab opened offline starts offline).
 */
export const useIsOnline = (): boolean =>
  useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );

/**
 * An action that needs the API, while offline: disabled, with the reason next to it (and read
 * with it). What the person typed stays where it is.
 */
export const useNeedsConnection = (action: string) => {
  const isOnline = useIsOnline();
  const id = useId();
  if (isOnline) return { disabled: false, describedBy: undefined, reason: null };
  return {
    disabled: true,
    describedBy: id,
    reason: (
      <p id={id} className="text-sm text-amber-800 dark:text-amber-200">
        You are offline: {action} needs a connection. Nothing you typed is lost.
      </p>
    ),
  };
};
