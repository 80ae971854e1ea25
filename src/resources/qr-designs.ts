import { z } from 'zod/mini';
import type { QrCode, QrStyleUpdateInput, QrUpdateInput } from '../api/qr-codes';
import { qrTypeSchema, readQrContent, type QrType } from '../api/qr-types';
import { readAccountData, writeAccountData } from '../lib/account-storage';
import { qrPrintSchema } from '../lib/qr-print-design';

/**
 * What this device sent for each QR code (type, content, colours, logo), kept per account until
 * sign-out (docs/decisions/0016-qr-real-instances.md). Real instances do not report a code's content
 * back, so without this a code designed a moment ago could not be drawn or downloaded.
 */
const designSchema = z.object({
  type: qrTypeSchema,
  data: z.unknown(),
  background: z.optional(z.string()),
  foreground: z.optional(z.string()),
  logo: z.optional(z.string()),
  /** The logo's width as a share of the code's, as the designer drew it (never sent). */
  logoSize: z.optional(z.number().check(z.gte(0.1), z.lte(0.5))),
  /** The code's creation date as the server lists it, bound at first sight: an id the server
   * reuses after a delete elsewhere then no longer matches. */
  date: z.optional(z.string()),
  /** Frame, call to action, error correction, printed width: this device's only (lib/qr-frame.ts). */
  print: z.optional(qrPrintSchema),
});
export type QrDesign = z.output<typeof designSchema>;

const NAME = 'qr-designs';
/** Newest first; a design is about 1 kB at most, so this stays far below any storage quota. */
export const MAX_DESIGNS = 300;

const storedSchema = z.extend(designSchema, { id: z.number() });
export type StoredQrDesign = z.output<typeof storedSchema>;
type Stored = StoredQrDesign;

/** Newest first (an array: object keys that look like numbers would be sorted numerically). */
const readAll = (scope: string): Stored[] => {
  const stored = readAccountData(scope, NAME);
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((value) => {
    const parsed = storedSchema.safeParse(value);
    // Kept only while its content passes its type's rule: an old design is never drawn from.
    return parsed.success && readQrContent(parsed.data.type, parsed.data.data) ? [parsed.data] : [];
  });
};

const writeAll = (scope: string, designs: Stored[]) =>
  writeAccountData(scope, NAME, designs.slice(0, MAX_DESIGNS));

/** Every design kept for this account, to look codes up in with `designFor`. */
export const readQrDesigns = (scope: string | null): readonly StoredQrDesign[] =>
  scope ? readAll(scope) : [];

/** The design of this code, unless it was kept for another code that had the same id. */
export const designFor = (
  designs: readonly StoredQrDesign[],
  qr: Pick<QrCode, 'id' | 'date'>,
): QrDesign | undefined => {
  const stored = designs.find((design) => design.id === qr.id);
  if (!stored || (stored.date && qr.date && stored.date !== qr.date)) return undefined;
  const { id: _id, ...design } = stored;
  return design;
};

export const rememberQrDesign = (scope: string | null, id: number, design: QrDesign): void => {
  if (!scope) return;
  writeAll(scope, [{ ...design, id }, ...readAll(scope).filter((kept) => kept.id !== id)]);
};

/** Binds kept designs to their codes' creation dates, once the server has listed them. */
export const bindQrDesignDates = (
  scope: string | null,
  qrs: readonly Pick<QrCode, 'id' | 'date'>[],
): void => {
  if (!scope) return;
  const designs = readAll(scope);
  const dates = new Map(qrs.filter((qr) => qr.date).map((qr) => [qr.id, qr.date]));
  if (!designs.some((design) => !design.date && dates.has(design.id))) return;
  writeAll(
    scope,
    designs.map((design) =>
      design.date ? design : { ...design, date: dates.get(design.id) ?? design.date },
    ),
  );
};

export const forgetQrDesign = (scope: string | null, id: number): void => {
  if (!scope) return;
  writeAll(
    scope,
    readAll(scope).filter((design) => design.id !== id),
  );
};

/** A design as the API took it: the create body, or an update over the previous design. */
export const designOf = (input: {
  type: QrType;
  data: unknown;
  background?: string;
  foreground?: string;
  logo?: string;
}): QrDesign => ({
  type: input.type,
  data: input.data,
  background: input.background,
  foreground: input.foreground,
  logo: input.logo,
});

/**
 * What is known after an update: the sent content and style over what was known before. Style
 * alone over unknown content teaches nothing to draw from, so it is not kept.
 */
export const designAfterUpdate = (
  before: QrDesign | undefined,
  type: QrType | '',
  input: QrUpdateInput | QrStyleUpdateInput,
): QrDesign | undefined => {
  const content =
    'data' in input && input.data !== undefined && type !== ''
      ? { type, data: input.data }
      : before;
  if (!content) return undefined;
  return {
    ...before,
    type: content.type,
    data: content.data,
    background: input.background ?? before?.background,
    foreground: input.foreground ?? before?.foreground,
    logo: input.logo ?? before?.logo,
    date: before?.date,
  };
};
