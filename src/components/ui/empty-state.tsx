import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  /** What to do next. */
  children?: ReactNode;
  /** The one action that starts (Links adds the import beside it). */
  action?: ReactNode;
}

export const EmptyState = ({ title, children, action }: EmptyStateProps) => (
  <div className="rounded-lg border border-dashed border-gray-300 bg-white px-6 py-10 text-center dark:border-gray-700 dark:bg-gray-900">
    <h2 className="text-base font-semibold">{title}</h2>
    {children && (
      <div className="mx-auto mt-2 max-w-prose text-sm text-gray-700 dark:text-gray-300">
        {children}
      </div>
    )}
    {action && <div className="mt-5 flex flex-wrap justify-center gap-3">{action}</div>}
  </div>
);
