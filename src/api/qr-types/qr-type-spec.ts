import { z } from 'zod/mini';
import { label } from '../fields';
import type { Message } from '../../lib/i18n';

/**
 * The shape of one QR type's record (src/api/qr-types.ts holds the table). Everything a type
 * means is stated once in its record: the rule for its `data`, how it is named, the designer's
 * empty draft and fields, and the text a static type prints into the code. Its words are messages
 * (`defineMessage`), shown with `t`.
 */

/**
 * What the designer edits for a type, derived from its data rule: a type whose data can be one
 * text (text, link, phone) edits that text; the others edit every field of their object form,
 * each always present.
 */
export type DraftOf<I> = [Exclude<I, string>] extends [never]
  ? string
  : { [K in keyof Exclude<I, string>]-?: Exclude<Exclude<I, string>[K], undefined> };

/** The keys of a draft's fields: none for a draft that is one text. */
export type DraftKey<D> = D extends string ? never : keyof D & string;

/**
 * One input of the designer, rendered by the feature's field components (qr-type-fields.tsx);
 * `K` is the draft's keys.
 */
export interface QrField<K extends string = string> {
  /** The draft's key; none for a type whose draft is one text. */
  key?: K;
  label: Message;
  control: 'text' | 'url' | 'tel' | 'email' | 'password' | 'textarea' | 'select';
  isRequired?: boolean;
  hint?: Message;
  /** A hint for each value of another field, e.g. the password rule of each encryption. */
  hintBy?: { key: K; hints: Readonly<Record<string, Message>> };
  /** Hidden while another field has this value, e.g. no password for an open network. */
  hiddenWhen?: { key: K; is: string };
  options?: readonly { value: string; label: Message }[];
  placeholder?: string;
  autoComplete?: string;
  /** Consecutive fields of one group (the same message) are shown together under it (a contact card's sections). */
  group?: Message;
}

/** One type's record, in terms of what its `data` may be sent as (I) and is once checked (O). */
export interface QrTypeSpec<I, O, D = DraftOf<I>> {
  /** How the type is named, the same in the dashboard and on the server's pages. */
  label: Message;
  /** What a code of this type does, for the marketer choosing one. */
  description: Message;
  /** The rule for `data`, shared by the form and the server (which also reads stored rows with it). */
  schema: z.ZodMiniType<O, I>;
  emptyDraft: D;
  fields: readonly QrField<DraftKey<D>>[];
  /** The draft → the `data` the API takes (empty optional parts left out). */
  toData: (draft: D) => I;
  /** Checked `data` → the draft, for editing a saved code. */
  toDraft: (data: O) => D;
  /**
   * Static types only: the text printed into the code (the formats phone cameras understand).
   * The other types print their short link, which counts the scan before it opens the content.
   */
  payload?: (draft: D) => string;
  /** Static types only: what the printed code does, in words, for its accessible name. */
  describe?: (draft: D) => string;
}

/** A record, checked against the types of its own schema. */
export const defineQrType = <S extends z.ZodMiniType>(
  spec: QrTypeSpec<z.input<S>, z.output<S>> & { schema: S },
) => spec;

/** Optional text fields of a draft, without the empty ones (the API takes them as absent). */
export const withoutEmpty = <T extends Record<string, string>>(draft: T): Partial<T> =>
  Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim() !== '')) as Partial<T>;

/** A value cut to `max` characters, for a sentence that quotes it. */
export const clip = (value: string, max = 60): string =>
  value.length > max ? `${value.slice(0, max - 1)}…` : value;

/** An optional single-line text where '' means none. */
export const optionalText = (field: Message, max = 200) =>
  z.optional(z.union([z.literal(''), label(field, max)]));
