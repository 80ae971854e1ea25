import { ProgressBar } from '../components/feedback/progress-bar';

/** What shows while the first page's code and data load (usually a fraction of a second). */
export const AppLoading = () => (
  <>
    <ProgressBar isActive />
    <p className="sr-only" role="status">
      Loading Linkdeck…
    </p>
  </>
);
