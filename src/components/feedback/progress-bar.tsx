import { useT } from '../i18n/use-t';

/** A thin bar at the top of the window while data loads or saves. */
export const ProgressBar = ({ isActive }: { isActive: boolean }) => {
  const t = useT();
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
      aria-hidden={!isActive}
    >
      {isActive && (
        <div
          role="progressbar"
          aria-label={t({ defaultMessage: 'Loading', description: 'the progress bar' })}
          className="h-full w-2/5 animate-progress-slide bg-brand-500 dark:bg-brand-300"
        />
      )}
    </div>
  );
};
