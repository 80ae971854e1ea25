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
  /** The column's header in the list and the file. */
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
  /** `text` unless told. */
  kind?: FieldKind;
  /** What the list shows when there is no value ("Not set"); a file leaves the cell empty. */
  empty?: string;
  /** Where a phone's card puts it (`line`: a line of the card); dates are `hidden` unless told. */
  card?: CardPlace | 'line';
  /** Lines a long URL may take in the table before it is cut off. */
  lines?: 1 | 2;
  /** How the copy button names what it copies when the header does not ("public page address"). */
  copyName?: string;
  /** The file's header when it must say more than the list's ("Item title" for "Title"). */
  exportHeader?: string;
}

/** A resource's fields by name, in the order its export writes them. */
export type ListFields<T> = Record<string, ListField<T>>;
