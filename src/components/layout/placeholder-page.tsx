import { PageHeader } from './page-header';

/** Stands in for a page that a later change builds; the route, title and nav entry already work. */
export const PlaceholderPage = ({
  title,
  children,
}: {
  title: string;
  children?: React.ReactNode;
}) => (
  <>
    <PageHeader title={title} />
    <div className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-sm text-gray-700 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-300">
      {children ?? <p>This page is coming soon.</p>}
    </div>
  </>
);
