import { z } from 'zod/mini';
import type { LinkWithOptionsUpdateInput } from '../api/link-options';
import { readAccountData, writeAccountData } from '../lib/account-storage';

/**
 * The link options this device sent, per link, kept per account until sign-out (like QR designs,
 * decision 0016). Real instances report few options back (no pixels, no redirect type), so this
 * is what the dashboard knows of them: what a bulk "add pixels" adds to, and what the editor can
 * show as "set from this device". A password is never kept, only whether one was set.
 */
const sentSchema = z.object({
  id: z.number(),
  status: z.optional(z.string()),
  password: z.optional(z.boolean()),
  expiry: z.optional(z.string()),
  type: z.optional(z.string()),
  pixels: z.optional(z.array(z.number())),
  metatitle: z.optional(z.string()),
  metadescription: z.optional(z.string()),
  metaimage: z.optional(z.string()),
});
export type SentLinkOptions = z.output<typeof sentSchema>;

const NAME = 'link-options-sent';
/** Newest first; an entry is a few hundred bytes. */
const MAX_LINKS = 1000;

const readAll = (scope: string): SentLinkOptions[] => {
  const stored = readAccountData(scope, NAME);
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((value) => {
    const parsed = sentSchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
};

/** What this device sent for the link (undefined: nothing). */
export const sentLinkOptions = (scope: string | null, id: number): SentLinkOptions | undefined =>
  scope ? readAll(scope).find((sent) => sent.id === id) : undefined;

const KEPT = ['status', 'expiry', 'type', 'pixels', 'metatitle', 'metadescription', 'metaimage'];

/** Keeps the options of a create or an update over what was sent before for the link. */
export const rememberSentLinkOptions = (
  scope: string | null,
  id: number,
  input: LinkWithOptionsUpdateInput,
): void => {
  if (!scope) return;
  const sent = Object.fromEntries(
    Object.entries(input).filter(([key, value]) => KEPT.includes(key) && value !== undefined),
  );
  if (input.password !== undefined) sent.password = input.password !== '';
  if (Object.keys(sent).length === 0) return;
  const all = readAll(scope);
  const parsed = sentSchema.safeParse({ ...all.find((kept) => kept.id === id), ...sent, id });
  if (!parsed.success) return;
  writeAccountData(
    scope,
    NAME,
    [parsed.data, ...all.filter((kept) => kept.id !== id)].slice(0, MAX_LINKS),
  );
};

/** A deleted link's id may be given to the next one: what was sent for it must not show there. */
export const forgetSentLinkOptions = (scope: string | null, id: number): void => {
  if (!scope) return;
  const all = readAll(scope);
  if (all.some((kept) => kept.id === id))
    writeAccountData(
      scope,
      NAME,
      all.filter((kept) => kept.id !== id),
    );
};
