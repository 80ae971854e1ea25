import { z } from 'zod/mini';

/**
 * Tolerant response primitives, written once and reused by every resource module. They accept
 * the contract's forms and the variants of real instances (docs/api.md, "How real instances
 * differ") and hand the app clean values: numbers, booleans, strings, `null` for "none".
 */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * `zod/mini` has no `preprocess`: this is the same schema (a transform piped into `schema`).
 * The transform gets the parse payload, so it can report a problem by pushing to `issues`.
 */
export const preprocess = <S extends z.core.$ZodType>(
  fn: (value: unknown, payload: z.core.ParsePayload) => unknown,
  schema: S,
) => z.pipe(z.transform(fn), schema);

const toNumber = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;

/** A number sent as a number or a numeric string (`12`, `"12"`, `1.0`). */
export const numeric = () => preprocess(toNumber, z.number());

/** An id from either form; must be a whole number. */
export const numericId = () => preprocess(toNumber, z.number().check(z.int()));

/** An id that can be missing: system domains have `"id": null`. */
export const idOrNull = () =>
  preprocess((v) => (isBlank(v) ? null : toNumber(v)), z.nullable(z.number().check(z.int())));

/** A counter (`scans`, `clicks`); a missing or null counter is 0. */
export const count = () => preprocess((v) => (isBlank(v) ? 0 : toNumber(v)), z.number());

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off', '']);

/** A flag sent as `true`, `1`, `"1"` or `"true"` (and their opposites); missing is false. */
export const bool = () =>
  preprocess((v) => {
    if (v === null || v === undefined) return false;
    if (typeof v === 'number') return v !== 0;
    if (typeof v === 'string') {
      const word = v.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
    }
    return v;
  }, z.boolean());

/** Text that may be missing or null (shown as empty); numbers become text. */
export const text = () =>
  preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z.string(),
  );

/** Text where "none" arrives as null, false or an empty string: the app sees `null`. */
export const textOrNull = () =>
  preprocess(
    (v) => (isBlank(v) || v === false ? null : typeof v === 'number' ? String(v) : v),
    z.nullable(z.string()),
  );

/** Optional text for fields some servers never send; empty and null become undefined. */
export const optionalString = () =>
  preprocess((v) => (isBlank(v) ? undefined : v), z.optional(z.string()));

/** How many links a campaign holds, when the server says: a number or the links themselves. */
export const countOrNull = () =>
  preprocess(
    (v) => (Array.isArray(v) ? v.length : isBlank(v) || v === false ? null : toNumber(v)),
    z.nullable(z.number()),
  );

/** `{label: count}` maps with counts as strings; PHP sends an empty map as `[]`. */
export const countMap = () =>
  preprocess(
    (v) => (v === null || v === undefined || (Array.isArray(v) && v.length === 0) ? {} : v),
    z.record(z.string(), count()),
  );

/** A list that PHP may have sent as an object with numeric keys, or null when empty. */
export const listOf = <T extends z.core.$ZodType>(item: T) =>
  preprocess((v) => (v === null ? [] : isRecord(v) ? Object.values(v) : v), z.array(item));

/**
 * The single resource of a response: under `data` when it is an object with an `id`, otherwise
 * the envelope itself (create/update answers put the fields next to `error`).
 */
export const entity = <T extends z.core.$ZodType>(schema: T) =>
  preprocess(
    (body) => (isRecord(body) && isRecord(body.data) && 'id' in body.data ? body.data : body),
    schema,
  );

/** Fills in the id we asked about when an update answer leaves it out. */
export const withId = <T extends z.core.$ZodType>(id: number, schema: T) =>
  preprocess((v) => (isRecord(v) && isBlank(v.id) ? { ...v, id } : v), schema);

/** The first of `keys` whose value is not blank: one field that servers name differently. */
export const pick = (record: Record<string, unknown>, keys: readonly string[]): unknown =>
  record[keys.find((key) => !isBlank(record[key])) ?? keys[0]];

/** `{error, message}` answers; the message may be absent on some endpoints. */
export const messageResponse = z.pipe(
  z.object({ message: text() }),
  z.transform(({ message }: { message: string }) => ({ message })),
);
export type MessageResult = z.output<typeof messageResponse>;

/** `{error, id}` answers of create endpoints. */
export const idResponse = z.pipe(
  entity(z.object({ id: numericId() })),
  z.transform(({ id }: { id: number }) => ({ id })),
);
export type IdResult = z.output<typeof idResponse>;

/** One page of any list. `maxPage` is 0 for an empty list; `nextPage` is null on the last page. */
export type Page<T> = {
  items: T[];
  total: number;
  perPage: number;
  page: number;
  nextPage: number | null;
  maxPage: number;
};
/** A page of a list: its number (from 1) and its size. */
export type PageParams = { page: number; limit: number };

const optionalNumber = () =>
  preprocess((v) => (isBlank(v) || v === false ? undefined : toNumber(v)), z.optional(z.number()));

/**
 * A paginated list: `{data: {result, perpage, currentpage, nextpage, maxpage, <key>: [...]}}`.
 * The first of `keys` found in `data` holds the items (overlays: `overlay` or `cta`).
 */
export const listEnvelope = <T extends z.core.$ZodType>(
  keys: string | readonly string[],
  item: T,
) => {
  const keyList: readonly string[] = typeof keys === 'string' ? [keys] : keys;
  const envelope = z.object({
    data: preprocess(
      (data, payload) => {
        if (!isRecord(data)) return data;
        const found = keyList.find((key) => key in data);
        if (found !== undefined) return { ...data, items: data[found] };
        payload.issues.push({
          code: 'custom',
          message: `the list "${keyList.join('" or "')}" is missing`,
          input: data,
        });
        return { ...data, items: [] };
      },
      z.object({
        items: listOf(item),
        result: optionalNumber(),
        perpage: optionalNumber(),
        currentpage: optionalNumber(),
        nextpage: optionalNumber(),
        maxpage: optionalNumber(),
      }),
    ),
  });
  return z.pipe(
    envelope,
    z.transform(({ data }: z.output<typeof envelope>): Page<z.output<T>> => {
      const items = data.items as z.output<T>[];
      const page = data.currentpage ?? 1;
      const total = data.result ?? items.length;
      const perPage = data.perpage ?? items.length;
      const maxPage = Math.max(
        0,
        Math.ceil(data.maxpage ?? (perPage > 0 ? Math.ceil(total / perPage) : 0)),
      );
      // Some builds say nextpage = current page on the last page; never point past the end.
      const next = data.nextpage;
      const nextPage = next !== undefined && next > page && next <= maxPage ? next : null;
      return { items, total, perPage, page, nextPage, maxPage };
    }),
  );
};

/** Query parameters for a list request; undefined values are left out of the URL. */
export const pageQuery = (params: Partial<PageParams> = {}) => ({
  page: params.page,
  limit: params.limit,
});
