import { useSyncExternalStore } from 'react';
import type { LinkWithReportedOptions } from '../api/link-options';
import { DEVICE_DATA_MAX_AGE_MS } from '../lib/account-scope';
import { readAccountData, writeAccountData } from '../lib/account-storage';

/**
 * The campaigns the API reported for links (`GET /api/url/:id`), kept per account on this device
 * and wiped with it on sign-out (docs/decisions/0037-campaign-numbers.md). Also whether the
 * service reports a link's campaign at all (real instances do not), and the links whose campaign
 * the person asked to read: the reader in the shell carries on after a navigation or a reload.
 */

const NAME = 'link-campaigns-read';

export interface ReportedCampaigns {
  /** Whether the service reports a link's campaign: null until one read said. */
  reports: boolean | null;
  /** Each link read (its campaign; null: none), while younger than a day (device data's age). */
  links: ReadonlyMap<number, number | null>;
  /** The links the person asked to read, in order; emptied once they are read. */
  wanted: readonly number[];
}

type Stored = {
  reports: boolean | null;
  links: { id: number; campaign: number | null; readAt: number }[];
  wanted: number[];
};

const EMPTY: Stored = { reports: null, links: [], wanted: [] };

const isId = (value: unknown): value is number => typeof value === 'number' && value > 0;

const readStored = (scope: string): Stored => {
  const stored = readAccountData(scope, NAME) as Partial<Stored> | undefined;
  if (typeof stored !== 'object' || stored === null) return EMPTY;
  return {
    reports: typeof stored.reports === 'boolean' ? stored.reports : null,
    links: (Array.isArray(stored.links) ? stored.links : []).filter(
      (read) =>
        typeof read === 'object' &&
        read !== null &&
        isId(read.id) &&
        (read.campaign === null || isId(read.campaign)) &&
        typeof read.readAt === 'number',
    ),
    wanted: (Array.isArray(stored.wanted) ? stored.wanted : []).filter(isId),
  };
};

const listeners = new Set<() => void>();
let version = 0;

const write = (scope: string, change: (stored: Stored) => Stored) => {
  writeAccountData(scope, NAME, change(readStored(scope)));
  version += 1;
  for (const listener of listeners) listener();
};

/** For useSyncExternalStore: a number that changes with every write. */
export const reportedCampaignsStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: () => version,
};

export const readReportedCampaigns = (
  scope: string | null,
  now: number = Date.now(),
): ReportedCampaigns => {
  const stored = scope ? readStored(scope) : EMPTY;
  return {
    reports: stored.reports,
    links: new Map(
      stored.links
        .filter((read) => now - read.readAt < DEVICE_DATA_MAX_AGE_MS)
        .map((read) => [read.id, read.campaign]),
    ),
    wanted: stored.wanted,
  };
};

/** What this device keeps of the reads, following every change. */
export const useReportedCampaigns = (scope: string | null): ReportedCampaigns => {
  useSyncExternalStore(reportedCampaignsStore.subscribe, reportedCampaignsStore.version);
  return readReportedCampaigns(scope);
};

/** The campaign a link read in memory reports (undefined: not reported, or no link read). */
export const campaignOfRead = (data: unknown): number | null | undefined => {
  const read = data as Partial<LinkWithReportedOptions> | undefined;
  if (!read?.link) return undefined;
  // An editor's read stored before reads carried the campaign has it among its options only.
  return read.campaign !== undefined ? read.campaign : read.options?.campaign;
};

/**
 * What one read of a link said: its campaign (null: none), or undefined when the service did not
 * report it, which says the service never does.
 */
export const rememberReportedCampaign = (
  scope: string | null,
  id: number,
  campaign: number | null | undefined,
  now: number = Date.now(),
): void => {
  if (!scope) return;
  write(scope, (stored) =>
    campaign === undefined
      ? { ...stored, reports: false, wanted: [] }
      : {
          ...stored,
          reports: true,
          links: [
            { id, campaign, readAt: now },
            ...stored.links.filter(
              (read) => read.id !== id && now - read.readAt < DEVICE_DATA_MAX_AGE_MS,
            ),
          ],
          wanted: stored.wanted.filter((wanted) => wanted !== id),
        },
  );
};

/** After this device changed a link's campaign (or deleted it): the read is out of date. */
export const forgetReportedCampaign = (scope: string | null, id: number): void => {
  if (!scope || !readStored(scope).links.some((read) => read.id === id)) return;
  write(scope, (stored) => ({ ...stored, links: stored.links.filter((read) => read.id !== id) }));
};

/** The person asked to read these links' campaigns (added to any read under way). */
export const wantReportedCampaigns = (scope: string | null, ids: readonly number[]): void => {
  if (!scope || ids.length === 0) return;
  write(scope, (stored) => ({ ...stored, wanted: [...new Set([...stored.wanted, ...ids])] }));
};

/** Links that cannot be read (deleted, refused): no longer waited for. */
export const dropWantedCampaigns = (scope: string | null, ids: readonly number[]): void => {
  if (!scope || ids.length === 0) return;
  write(scope, (stored) => ({
    ...stored,
    wanted: stored.wanted.filter((wanted) => !ids.includes(wanted)),
  }));
};
