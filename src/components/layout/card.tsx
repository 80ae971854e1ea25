import type { ReactNode } from 'react';

/** A titled section of a page. */
export const Card = ({
  title,
  children,
  id,
}: {
  title?: ReactNode;
  children: ReactNode;
  id?: string;
}) => (
  <section
    aria-labelledby={title ? id : undefined}
    className="rounded-lg border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-800 dark:bg-gray-900"
  >
    {title && (
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
    )}
    {children}
  </section>
);
