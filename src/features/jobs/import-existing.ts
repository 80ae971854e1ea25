import type { QueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../api/fields';
import type { ApiClient } from '../../api/http';
import type { Link } from '../../api/links';
import { fetchAllPages, type PageProgress, type PageQueryOf } from '../../resources/fetch-pages';
import { links } from '../../resources/links';
import type { CheckedRow } from './import-parse';

/**
 * What of an import the account has already (issue 44): a row whose alias a link of the
 * account has is not "ready" — creating it would fail. The person chooses to skip those rows or
 * to update those links with the rows' fields.
 */

export type ExistingChoice = 'skip' | 'update';

/** The link a row's alias names. */
export type ExistingLink = Pick<Link, 'id' | 'alias' | 'shorturl' | 'longurl'>;

/**
 * Marks the rows whose alias is taken by one of `existing` (letter case aside, as the server
 * counts aliases). Rows left out for another reason, or without an alias, stay as they are.
 */
export const markExisting = (
  rows: readonly CheckedRow[],
  existing: readonly ExistingLink[],
): CheckedRow[] => {
  const byAlias = new Map(existing.map((link) => [link.alias.trim().toLowerCase(), link]));
  return rows.map((row) => {
    const link =
      row.problems || !row.row.alias ? undefined : byAlias.get(row.row.alias.toLowerCase());
    if (!link) return row.existing ? { ...row, existing: undefined } : row;
    return { ...row, existing: { id: link.id, shorturl: link.shorturl, longurl: link.longurl } };
  });
};

/** The rows an import sends with this choice: the ready ones, and the existing ones to update. */
export const rowsToSend = (rows: readonly CheckedRow[], choice: ExistingChoice): CheckedRow[] =>
  rows.filter((row) => !row.problems && (!row.existing || choice === 'update'));

/** Whether the rows need the account's links checked: some ready row names an alias. */
export const needsAliasCheck = (rows: readonly CheckedRow[]) =>
  rows.some((row) => !row.problems && row.row.alias !== '');

export interface AliasCheck {
  links: Link[];
  /** Pages read from the API (one request each); the rest came from this device. */
  requests: number;
}

/**
 * Every link of the account, as the export reads them: pages of 100 through the list's own
 * cache at background priority, each fresh page (or fresh smaller pages) costing nothing.
 */
export const readAccountLinks = async (
  queryClient: QueryClient,
  client: ApiClient,
  signal: AbortSignal,
  onPage: (progress: PageProgress & { requests: number }) => void,
): Promise<AliasCheck> => {
  let requests = 0;
  const all = await fetchAllPages(
    queryClient,
    links.export.rows(client) as unknown as PageQueryOf<Link>,
    {
      limit: MAX_PAGE_SIZE,
      signal,
      keyOf: (link) => link.id,
      onPage: (progress) => {
        if (progress.source === 'api') requests++;
        onPage({ ...progress, requests });
      },
    },
  );
  return { links: all, requests };
};
