import { Button } from '../components/ui/button';
import { useJobs } from '../resources/jobs';
import { useT } from '../components/i18n/use-t';
import type { Update } from './service-worker';

/**
 * "A new version of Linkdeck is ready — Reload". While a bulk job of this account runs, Reload
 * waits, with the reason: reloading would pause the job.
 */
export const UpdatePrompt = ({ update }: { update: Update }) => {
  const t = useT();
  const isJobRunning = useJobs().some((job) => job.status === 'running');
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-brand-200 bg-brand-50 px-4 py-2 text-sm text-brand-950 print:hidden dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100"
    >
      <p id="update-reason">
        {update.isAppliedElsewhere
          ? t({
              defaultMessage: 'Linkdeck was updated in another tab. Reload to use the new version.',
            })
          : t({ defaultMessage: 'A new version of Linkdeck is ready.' })}
        {isJobRunning &&
          ` ${t({ defaultMessage: 'Reload once the bulk job has finished: reloading now would pause it.' })}`}
      </p>
      <Button
        size="sm"
        variant="primary"
        disabled={isJobRunning}
        aria-describedby="update-reason"
        onClick={update.apply}
      >
        {t({
          defaultMessage: 'Reload',
          description: 'the button that reloads the app to update it',
        })}
      </Button>
    </div>
  );
};
