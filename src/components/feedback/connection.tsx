import { useId, useSyncExternalStore } from 'react';
import { defineMessage } from '../../lib/i18n';
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

/** What waits for the connection: saving a form, or the action of the button named `label`. */
export type OfflineAction = { kind: 'saving' } | { kind: 'button'; label: string };

/**
 * An action that needs the API, while offline: disabled, with the reason next to it (and read
 * with it). What the person typed stays where it is.
 */
export const useNeedsConnection = (action: OfflineAction) => {
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
              '{kind, select, saving {You are offline: saving needs a connection. Nothing you typed is lost.} other {You are offline: {label} needs a connection. Nothing you typed is lost.}}',
            description: 'label: the name of the button that needs the connection, like Delete',
          },
          { label: '', ...action },
        )}
      </p>
    ),
  };
};

/** The offline notice's sentence that every disabled change describes itself with. */
export const OFFLINE_REASON_ID = 'offline-changes-reason';
export const OFFLINE_CHANGES = defineMessage({
  defaultMessage: 'You are offline: changes can be made once you are back online.',
  description: 'why Create, Edit, Delete, Import… are disabled',
});

/**
 * Props for what starts a change on the server (Create, Edit, Delete, Import, a bulk action):
 * offline it is disabled, described by the notice under the header (`OFFLINE_REASON_ID`) and
 * titled with the same words for a pointer. Opening a form offline would only end in "Cannot
 * reach the server": there is no queue of changes to send later.
 */
export const useChangesNeedConnection = () => {
  const t = useT();
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return { 'aria-describedby': OFFLINE_REASON_ID, title: t(OFFLINE_CHANGES) };
};
