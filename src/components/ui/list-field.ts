import type { Message } from '../../lib/i18n';
import type { CardPlace } from './table';

/**
 * How a list shows a field and a file writes it. `text` as it is; `name` stressed (a row's
 * title); `code` in monospace; `note` keeps its line breaks; `tag` as a pill; `url` a link when
 * http(s), else text; `copy-url` the same with a copy button; `date` readable in the list, ISO
 * 8601 in a file; `count` grouped digits, right-aligned; `yes-no` Yes or No.
 */
export type FieldKind =
  'text' | 'name' | 'code' | 'note' | 'tag' | 'url' | 'copy-url' | 'date' | 'count' | 'yes-no';

/**
 * One field of a resource as its list shows it and its export writes it: plain data, so the
 * resource module that declares it stays free of React (docs/resources.md).
 */
export interface ListField<T> {
  /** The column's header in the list (translated) and, in English, the file's (`fileColumnOf`). */
  header: Message;
  value: (row: T) => string | number | boolean | null | undefined;
  /** `text` unless told. */
  kind?: FieldKind;
  /**
   * What the list shows when there is no value ("Not set"; a plain string is a sign shown as it
   * is, like "—"); a file leaves the cell empty.
   */
  empty?: Message | string;
  /** Where a phone's card puts it (`line`: a line of the card); dates are `hidden` unless told. */
  card?: CardPlace | 'line';
  /** Lines a long URL may take in the table before it is cut off. */
  lines?: 1 | 2;
  /** A `copy-url` field's copy button's accessible name, with `{url}`: "Copy short URL {url}". */
  copyLabel?: Message;
  /** The file's header when it must say more than the list's ("Item title" for "Title"). */
  exportHeader?: string;
}

/** A resource's fields by name, in the order its export writes them. */
export type ListFields<T> = Record<string, ListField<T>>;

/**
 * A field's column name in a file: English in every language (a documented choice: the columns
 * of an export are read by spreadsheets and scripts that look for these names).
 */
export const fileColumnOf = ({
  exportHeader,
  header,
}: Pick<ListField<never>, 'exportHeader' | 'header'>): string =>
  exportHeader ??
  (typeof header.defaultMessage === 'string'
    ? header.defaultMessage
    : header.defaultMessage
        .map((element) =>
          typeof element === 'string' ? element : `{${'value' in element ? element.value : ''}}`,
        )
        .join(''));
