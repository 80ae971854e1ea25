import type { ReactNode } from 'react';

export interface ErrorPanelProps {
  title: string;
  /** What happened and what to do next. */
  children: ReactNode;
  actions?: ReactNode;
  tone?: 'error' | 'warning' | 'info';
}

const tones = {
  error: 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/60',
  warning: 'border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/60',
  info: 'border-brand-200 bg-brand-50 dark:border-brand-800 dark:bg-brand-950/60',
};

/** A whole-page problem: says what went wrong and offers the next step. */
export const ErrorPanel = ({ title, children, actions, tone = 'error' }: ErrorPanelProps) => (
  <section
    className={`rounded-lg border p-5 sm:p-6 ${tones[tone]}`}
    aria-labelledby="error-panel-title"
  >
    <h1 id="error-panel-title" tabIndex={-1} className="text-xl font-semibold">
      {title}
    </h1>
    <div className="mt-2 max-w-prose space-y-2 text-sm text-gray-800 dark:text-gray-200">
      {children}
    </div>
    {actions && <div className="mt-4 flex flex-wrap gap-2">{actions}</div>}
  </section>
);
