import { lazy, Suspense, useEffect, useState } from 'react';
import { registerServiceWorker, type Update } from './service-worker';

const UpdatePrompt = lazy(async () => ({
  default: (await import('./update-prompt')).UpdatePrompt,
}));

/**
 * The installed app in the signed-in shell: registers the service worker once the first
 * signed-in page has asked for its data (nothing of it on the sign-in page), and asks before a
 * new version takes over.
 */
export const InstalledApp = () => {
  const [update, setUpdate] = useState<Update | null>(null);
  useEffect(() => registerServiceWorker(setUpdate), []);
  return update ? (
    <Suspense fallback={null}>
      <UpdatePrompt update={update} />
    </Suspense>
  ) : null;
};
