import { ProgressBar } from '../components/feedback/progress-bar';
import { useT } from '../components/i18n/use-t';

/** What shows while the first page's code and data load (usually a fraction of a second). */
export const AppLoading = () => {
  const t = useT();
  return (
    <>
      <ProgressBar isActive />
      <p className="sr-only" role="status">
        {t({ defaultMessage: 'Loading Linkdeck…' })}
      </p>
    </>
  );
};
