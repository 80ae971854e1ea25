import type { LinkRouting, VisitRow } from '../db/links-repository';
import { parseRouting } from '../db/links-repository';
import { ReadCache, type OwnWrites } from '../db/read-cache';
import type { Repositories } from '../db/repositories';

/** A short link as a visitor opens it: its row, its routing read, the pixels its visits fire. */
export type OpenedLink = Omit<VisitRow, 'routing'> & {
  routing: LinkRouting;
  pixels: ReturnType<Repositories['links']['pixelsOf']>;
};

export interface OpenedLinks {
  /** A short link by its alias, whoever owns it. */
  byAlias(alias: string): OpenedLink | undefined;
  /** A short link on one user's branded domain. */
  byAliasOf(alias: string, userId: number): OpenedLink | undefined;
  /** A link a rotator picked. */
  byId(id: number): OpenedLink | undefined;
}

/**
 * Links as visitors open them, kept in memory: under a flood at one link each visit costs a map
 * lookup instead of two queries (a read transaction each) and a JSON parse, so a flood of visits
 * costs little more than /healthz. Everything is forgotten as soon as anything but a visit batch is
 * written through our connection (a link, its domain, its pixels, its owner: whatever changed, the
 * next visit reads it again), and when another process writes (data_version, seen within
 * `dataVersion`'s 0.5 s as for every cache).
 */
export const openedLinks = (
  { links }: Pick<Repositories, 'links'>,
  writes: OwnWrites,
  dataVersion: () => number,
): OpenedLinks => {
  // null: no such link (an alias scan costs lookups too).
  const cache = new ReadCache<OpenedLink | null>();
  let seenWrites = writes.count();
  const opened = (key: string, read: () => VisitRow | undefined): OpenedLink | undefined => {
    const count = writes.count();
    if (count !== seenWrites) {
      seenWrites = count;
      cache.invalidate();
    }
    return (
      cache.get(key, dataVersion(), () => {
        const row = read();
        return row
          ? { ...row, routing: parseRouting(row.routing), pixels: links.pixelsOf(row.id) }
          : null;
      }) ?? undefined
    );
  };
  return {
    byAlias: (alias) => opened(`a ${alias}`, () => links.byAlias(alias)),
    byAliasOf: (alias, userId) =>
      opened(`d ${userId} ${alias}`, () => links.byAliasOf(alias, userId)),
    byId: (id) => opened(`i ${id}`, () => links.forVisit(id)),
  };
};
