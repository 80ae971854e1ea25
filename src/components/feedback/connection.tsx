import { useId, useSyncExternalStore } from 'react';
import { useT } from '../i18n/use-t';

const followConnection = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser says it has a connection (`false` is certain; `true` may be optimistic). */
export const useIsOnline = (): boolean =>
  useSyncExternalStore(
    followConnection,
    () => navigator.onLine,
    () => true,
  );

/**
 * An action that needs the API, while offline: disabled, with the reason next to it (and read
 * with it). What the person typed stays where it is.
 */
export const useNeedsConnection = (action: string) => {
  const t = useT();
  const isOnline = useIsOnline();
  const id = useId();
  if (isOnline) return { button: {}, reason: null };
  return {
    button: { disabled: true, 'aria-describedby': id },
    reason: (
      <p id={id} className="text-sm text-amber-800 dark:text-amber-200">
        {t(
          {
            defaultMessage:
              'You are offline: {action} needs a connection. Nothing you typed is lost.',
            description:
              'action: the name of the button that needs it (like Delete), or the word “saving”',
          },
          { action },
        )}
      </p>
    ),
  };
};
