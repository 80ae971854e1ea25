import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button';
import { whenIdle } from '../lib/when-idle';
import { useJobs } from '../resources/jobs';
import { registerServiceWorker, type Update } from './service-worker';

/**
 * The installed app in the signed-in shell: registers the service worker once the first screen
 * is done (nothing of it on the sign-in page), and asks before a new version takes over. While
 * a bulk job of this account runs, Reload waits: it would pause the job.
 */
export const InstalledApp = () => {
  const [update, setUpdate] = useState<Update | null>(null);
  const isJobRunning = useJobs().some((job) => job.status === 'running');
  useEffect(() => whenIdle(() => registerServiceWorker(setUpdate)), []);
  if (!update) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-brand-200 bg-brand-50 px-4 py-2 text-sm text-brand-950 print:hidden dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100"
    >
      <p id="update-reason">
        {update.isAppliedElsewhere
          ? 'Linkdeck was updated in another tab. Reload to use the new version.'
          : 'A new version of Linkdeck is ready.'}
        {isJobRunning && ' Reload once the bulk job has finished: reloading now would pause it.'}
      </p>
      <Button
        size="sm"
        variant="primary"
        disabled={isJobRunning}
        aria-describedby="update-reason"
        onClick={update.apply}
      >
        Reload
      </Button>
    </div>
  );
};
