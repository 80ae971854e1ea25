import type { LinkWithOptionsCreateInput } from '../api/link-options';
import { linkCreateSchema } from '../api/links';
import { readAccountData, writeAccountData } from '../lib/account-storage';
import { forgetReportedCampaign } from './link-campaigns-read';

/**
 * The link options this device sent, per link, kept per account until sign-out like QR designs
 * (docs/decisions/0028-link-editor-and-options-kept-on-device.md). Real instances report only country and
 * device targets and the expiry back, so without this an option set a moment ago could not be
 * shown. A password is kept only as "set" (true) or "removed" (false), never itself.
 */
export type SentLinkOptions = Omit<
  LinkWithOptionsCreateInput,
  keyof typeof linkCreateSchema.shape | 'password'
> & { password?: boolean };

const NAME = 'link-options';
/** Newest first; a link's options are a few hundred bytes, far below any storage quota. */
const MAX_LINKS = 500;

type Stored = { id: number; sent: SentLinkOptions };

const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Stored).id === 'number' &&
  typeof (value as Stored).sent === 'object' &&
  (value as Stored).sent !== null;

const readAll = (scope: string): Stored[] => {
  const stored = readAccountData(scope, NAME);
  return Array.isArray(stored) ? stored.filter(isStored) : [];
};

/** The options this device sent for each link of the account (the editor checks each value). */
export const readSentLinkOptions = (scope: string | null): ReadonlyMap<number, SentLinkOptions> =>
  new Map(scope ? readAll(scope).map(({ id, sent }) => [id, sent]) : []);

/** What this device sent for one link (undefined: nothing). */
export const sentLinkOptions = (scope: string | null, id: number): SentLinkOptions | undefined =>
  readSentLinkOptions(scope).get(id);

const BASE_FIELDS: ReadonlySet<string> = new Set(Object.keys(linkCreateSchema.shape));

/** The options of a create or update body: the base fields left out, the password as set or not. */
const optionsOf = (input: Partial<LinkWithOptionsCreateInput>): SentLinkOptions => {
  const options = Object.fromEntries(
    Object.entries(input).filter(([key, value]) => !BASE_FIELDS.has(key) && value !== undefined),
  ) as SentLinkOptions & { password?: unknown };
  if (typeof options.password === 'string') options.password = options.password !== '';
  return options as SentLinkOptions;
};

/** After a create or an update: what was sent, over what this device sent before. */
export const rememberSentLinkOptions = (
  scope: string | null,
  id: number,
  input: Partial<LinkWithOptionsCreateInput>,
): void => {
  if (!scope) return;
  // What this device sent is newer than what a read reported before it.
  if (input.campaign !== undefined) forgetReportedCampaign(scope, id);
  const all = readAll(scope);
  const before = all.find((kept) => kept.id === id)?.sent;
  const sent = { ...before, ...optionsOf(input) };
  if (Object.keys(sent).length === 0) return;
  writeAccountData(
    scope,
    NAME,
    [{ id, sent }, ...all.filter((kept) => kept.id !== id)].slice(0, MAX_LINKS),
  );
};

export const forgetSentLinkOptions = (scope: string | null, id: number): void => {
  if (!scope) return;
  forgetReportedCampaign(scope, id);
  writeAccountData(
    scope,
    NAME,
    readAll(scope).filter((kept) => kept.id !== id),
  );
};
