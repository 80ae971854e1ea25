import { useEffect, type ReactNode } from 'react';
import { markInvisible } from '../../api/invisible-characters';
import { VisibleText } from '../ui/visible-text';

/**
 * Sets `document.title` to "<title> · Linkdeck" while the page is shown; a hidden character of a
 * name is written out there too (a tab title takes no markup).
 */
export const useDocumentTitle = (title: string) => {
  useEffect(() => {
    document.title = title ? `${markInvisible(title)} · Linkdeck` : 'Linkdeck';
  }, [title]);
};

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Primary actions (e.g. "Add domain"), placed at the right on wide screens. */
  actions?: ReactNode;
  /** Under the title: the data's age and Refresh (`<DataAge {...pageQuery} />`). */
  dataAge?: ReactNode;
}

/**
 * The page's one h1 and its document title. The h1 is focusable so the app shell can move
 * focus to it after a navigation, which tells screen-reader users the page changed.
 */
export const PageHeader = ({ title, description, actions, dataAge }: PageHeaderProps) => {
  useDocumentTitle(title);
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h1 tabIndex={-1} data-page-heading="" className="text-2xl font-semibold tracking-tight">
          <VisibleText text={title} />
        </h1>
        {description && (
          <div className="mt-1 max-w-prose text-sm text-gray-700 dark:text-gray-300">
            {description}
          </div>
        )}
        {dataAge && <div className="mt-1">{dataAge}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
};
