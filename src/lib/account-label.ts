import { z } from 'zod/mini';
import { label, NAME } from '../api/fields';
import { accountStorageKey } from './account-scope';
import { readAccountData, writeAccountData } from './account-storage';

/**
 * What the user calls an account on this device: a name ("Northwind – client 2") and a colour
 * from a small fixed palette (docs/decisions/0048-account-names-and-colours.md). Not secret, but
 * the account's own device data: in localStorage under its scope (never the key), wiped with the
 * rest when it signs out (lib/account-scope.ts).
 */
export const ACCOUNT_COLOURS = ['blue', 'green', 'amber', 'red', 'violet', 'teal'] as const;
export type AccountColour = (typeof ACCOUNT_COLOURS)[number];

export const ACCOUNT_NAME_MAX = 60;

/** A one-line name as every name of the app (api/fields.ts), or none: empty. */
export const accountNameSchema = z.pipe(
  z.string().check(z.trim()),
  z.union([z.literal(''), label(NAME, ACCOUNT_NAME_MAX)]),
);

export const accountLabelSchema = z.object({
  name: z.optional(accountNameSchema),
  colour: z.optional(z.enum(ACCOUNT_COLOURS)),
});
export type AccountLabel = z.output<typeof accountLabelSchema>;

const KEY = 'label';
const NONE: AccountLabel = {};

const listeners = new Set<() => void>();
/** The last label read per scope, with the stored text it came from: one object while unchanged. */
const read = new Map<string, { raw: string | null; label: AccountLabel }>();

const rawOf = (scope: string, storage: Storage) => {
  try {
    return storage.getItem(accountStorageKey(scope, KEY));
  } catch {
    return null;
  }
};

/** The account's label ({} when it has none or it is unreadable). */
export const readAccountLabel = (
  scope: string | null,
  storage: Storage = localStorage,
): AccountLabel => {
  if (scope === null) return NONE;
  const raw = rawOf(scope, storage);
  const last = read.get(scope);
  if (last && last.raw === raw) return last.label;
  const parsed = accountLabelSchema.safeParse(readAccountData(scope, KEY, storage));
  const label = parsed.success ? parsed.data : NONE;
  read.set(scope, { raw, label });
  return label;
};

export const writeAccountLabel = (
  scope: string,
  label: AccountLabel,
  storage: Storage = localStorage,
): void => {
  const name = label.name?.trim();
  writeAccountData(
    scope,
    KEY,
    { ...(name ? { name } : {}), ...(label.colour ? { colour: label.colour } : {}) },
    storage,
  );
  listeners.forEach((listener) => listener());
};

/** Calls back when a label changes here or in another tab of this device. */
export const subscribeAccountLabels = (listener: () => void): (() => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.endsWith(`:${KEY}`)) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
};
