import { createContext, useContext } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { RequestPriority } from '../api/http';

declare module '@tanstack/react-query' {
  interface Register {
    /** `priority` places a query's request in the API layer's queue (default: the page's). */
    queryMeta: {
      priority?: RequestPriority;
      /** A query of an account not shown (its scope): its errors are not the shown account's. */
      otherAccount?: string;
    };
    /** What a mutation changes (`DataChange`), applied by the one MutationCache handler. */
    mutationMeta: Partial<DataChange>;
  }
}

/**
 * What a change on the server makes outdated: `invalidates` refetches what is on screen now and
 * the rest when next opened; `marksStale` only marks (data that must not refetch now, like a
 * deleted item's page). Every mutation definition declares one as its `meta`.
 */
export interface DataChange {
  invalidates: readonly QueryKey[];
  marksStale: readonly QueryKey[];
}

/** The change a mutation's `meta` declares, with both lists present. */
export const changeOf = (meta: Partial<DataChange> | undefined): DataChange => ({
  invalidates: meta?.invalidates ?? [],
  marksStale: meta?.marksStale ?? [],
});

export const isNoChange = (change: DataChange) =>
  change.invalidates.length === 0 && change.marksStale.length === 0;

/**
 * Applies a change as the MutationCache handler does (in this tab, on the device, in the other
 * tabs), for work that runs mutation definitions outside React's useMutation: bulk jobs.
 */
export type ApplyDataChange = (change: DataChange) => Promise<unknown>;

export const DataChangeContext = createContext<ApplyDataChange | null>(null);

export const useApplyDataChange = (): ApplyDataChange => {
  const apply = useContext(DataChangeContext);
  if (!apply) throw new Error('useApplyDataChange needs the DataChangeContext from app/.');
  return apply;
};
