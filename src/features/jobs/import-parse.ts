import { parse } from 'papaparse';
import { isExpired, parseRedirectType, redirectTypeValue } from '../../api/link-options';
import { defineMessage, t } from '../../lib/i18n';
import type { ImportRow } from '../../resources/job-model';
import { columnOfField, linkInputOfRow } from './import-row';

/**
 * Reading an import (a CSV file, pasted CSV, or one URL per line) and checking every row with
 * the link form's own schema before any request. Pure: no React, no requests. Its messages are
 * said in the language of the moment the rows are checked. The column names are the file's
 * (url, alias, …): they stay as they are in every language.
 */

export const MAX_IMPORT_ROWS = 10_000;
export const IMPORT_COLUMNS = [
  'url',
  'alias',
  'description',
  'campaign',
  'channel',
  'status',
  'password',
  'expiry',
  'type',
  'pixels',
  'metatitle',
  'metadescription',
  'metaimage',
] as const;
type Column = (typeof IMPORT_COLUMNS)[number];
/** The columns every row has; the link options' columns are left out of a row when empty. */
const BASE_COLUMNS = ['url', 'alias', 'description', 'campaign', 'channel'] as const;

export interface SourceRow {
  /** The row's line in the input (1 = the first line), to name it in messages. */
  line: number;
  row: ImportRow;
}

export type ParseResult = { ok: true; rows: SourceRow[] } | { ok: false; message: string };

const HEADER_NAMES: Record<string, Column> = {
  url: 'url',
  'destination url': 'url',
  destination: 'url',
  longurl: 'url',
  alias: 'alias',
  custom: 'alias',
  'custom alias': 'alias',
  description: 'description',
  campaign: 'campaign',
  channel: 'channel',
  channels: 'channel',
  status: 'status',
  visibility: 'status',
  password: 'password',
  expiry: 'expiry',
  expires: 'expiry',
  type: 'type',
  'redirect type': 'type',
  pixels: 'pixels',
  pixel: 'pixels',
  metatitle: 'metatitle',
  'meta title': 'metatitle',
  title: 'metatitle',
  metadescription: 'metadescription',
  'meta description': 'metadescription',
  metaimage: 'metaimage',
  'meta image': 'metaimage',
};

const looksLikeUrl = (text: string) => /^https?:\/\//i.test(text.trim());

const EMPTY_FILE = defineMessage({
  defaultMessage: 'The file is empty: there is no row to import.',
});

export const parseImport = (text: string): ParseResult => {
  const input = text.replace(/^\uFEFF/, '');
  if (input.trim() === '') return { ok: false, message: t(EMPTY_FILE) };
  // eslint-disable-next-line no-control-regex -- binary files carry NUL bytes
  if (/\u0000/.test(input))
    return {
      ok: false,
      message: t({
        defaultMessage: 'This is not a CSV file. Choose a .csv file or paste the rows.',
      }),
    };
  const parsed = parse<string[]>(input, { skipEmptyLines: false });
  // Blank lines are skipped but counted, so each row keeps its line number.
  const lines = parsed.data
    .map((cells, index) => ({ line: index + 1, cells: cells.map((cell) => (cell ?? '').trim()) }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
  if (lines.length === 0) return { ok: false, message: t(EMPTY_FILE) };

  const header = lines[0].cells.map((cell) => HEADER_NAMES[cell.toLowerCase()]);
  const hasHeader = header.includes('url');
  const order: (Column | undefined)[] = hasHeader ? header : [...BASE_COLUMNS];
  if (!hasHeader && !looksLikeUrl(lines[0].cells[0] ?? ''))
    return {
      ok: false,
      message: t({
        defaultMessage:
          'No url column: the first line must name the columns (url, alias, description, campaign, channel, and the link options), or every line must be one URL.',
        description: 'url, alias, description, campaign and channel are column names: keep them',
      }),
    };
  const body = hasHeader ? lines.slice(1) : lines;
  if (body.length === 0)
    return { ok: false, message: t({ defaultMessage: 'The file has column names but no rows.' }) };
  if (body.length > MAX_IMPORT_ROWS)
    return {
      ok: false,
      message: t(
        {
          defaultMessage:
            'The file has {rows, number} rows; an import takes at most {max, number}. Split it into smaller files.',
        },
        { rows: body.length, max: MAX_IMPORT_ROWS },
      ),
    };
  return {
    ok: true,
    rows: body.map(({ cells, line }) => {
      const row: ImportRow = { url: '', alias: '', description: '', campaign: '', channel: '' };
      order.forEach((column, i) => {
        if (column && cells[i] && !row[column]) row[column] = cells[i];
      });
      return { line, row };
    }),
  };
};

/** The account's lists by lower-case name, to turn names into ids (and check ids). */
export interface NameLookup {
  campaigns: Map<string, number>;
  channels: Map<string, number>;
  pixels: Map<string, number>;
  splashPages: Map<string, number>;
  overlays: Map<string, number>;
}

/** A message about one cell of a row (no column: about the row as a whole). */
export interface CellProblem {
  column?: string;
  message: string;
}

export interface CheckedRow extends SourceRow {
  /** Why the row is left out, each on its cell; undefined when it will be imported. */
  problems?: CellProblem[];
  campaignId?: number;
  channelIds?: number[];
  /** The redirect type as the API takes it (a splash page or overlay name made its id). */
  redirectType?: string;
  pixelIds?: number[];
  /** The account's link that has the row's alias already (import-existing.ts). */
  existing?: { id: number; shorturl: string; longurl: string };
}

const isId = (text: string) => /^\d+$/.test(text);

/** A cell that lists several names or ids, separated by `;` or `|` (channels, pixels). */
export const namesInCell = (cell: string | undefined) =>
  (cell ?? '')
    .split(/[;|]/)
    .map((name) => name.trim())
    .filter(Boolean);

/** The built-in redirect types; any other `type` names or numbers a splash page or overlay. */
const isBuiltInType = (cell: string) => /^(direct|frame|splash)$/i.test(cell.trim());

/** The lists the rows need: names to resolve, ids to check as the account's. */
export const namesUsed = (rows: SourceRow[]): Record<keyof NameLookup, boolean> => {
  const types = rows.some((r) => r.row.type && !isBuiltInType(r.row.type));
  return {
    campaigns: rows.some((r) => r.row.campaign !== '' && !isId(r.row.campaign)),
    channels: rows.some((r) => namesInCell(r.row.channel).some((name) => !isId(name))),
    pixels: rows.some((r) => namesInCell(r.row.pixels).length > 0),
    splashPages: types,
    overlays: types,
  };
};

const resolve = (name: string, names: Map<string, number> | undefined) =>
  isId(name) ? Number(name) : names?.get(name.toLowerCase());

/** An id the account has (any id when its list was not needed). */
const isAccounts = (id: number, names: Map<string, number> | undefined) =>
  !names || [...names.values()].includes(id);

type Resolved<T> = { value: T } | { problem: CellProblem };

/** `type`: direct, frame, splash, a splash page or a CTA overlay by name or id. */
const resolveType = (cell: string, lookup: Partial<NameLookup>): Resolved<string> => {
  const problem = (message: string) => ({ problem: { column: 'type', message } });
  const parsed = parseRedirectType(cell);
  if (parsed?.kind === 'splash-page' && !isAccounts(parsed.id, lookup.splashPages))
    return problem(
      t({ defaultMessage: 'You have no splash page with the id {id}.' }, { id: parsed.id }),
    );
  if (parsed?.kind === 'overlay' && !isAccounts(parsed.id, lookup.overlays))
    return problem(
      t({ defaultMessage: 'You have no CTA overlay with the id {id}.' }, { id: parsed.id }),
    );
  if (parsed) return { value: redirectTypeValue(parsed) };
  const splashPage = lookup.splashPages?.get(cell.toLowerCase());
  const overlay = lookup.overlays?.get(cell.toLowerCase());
  if (splashPage !== undefined && overlay !== undefined)
    return problem(
      t(
        {
          defaultMessage:
            '“{name}” is both a splash page and a CTA overlay: write {splashPage} for the splash page or overlay-{overlay} for the overlay.',
          description: 'splashPage and overlay: ids, written as they are into the file',
        },
        { name: cell, splashPage, overlay },
      ),
    );
  if (splashPage !== undefined)
    return { value: redirectTypeValue({ kind: 'splash-page', id: splashPage }) };
  if (overlay !== undefined) return { value: redirectTypeValue({ kind: 'overlay', id: overlay }) };
  return problem(
    t(
      {
        defaultMessage:
          '“{name}” is not direct, frame or splash, nor the name of one of your splash pages or CTA overlays.',
        description: 'direct, frame and splash are values written into the file: keep them',
      },
      { name: cell },
    ),
  );
};

/** `pixels`: names or ids of the account's pixels. */
const resolvePixels = (
  cell: string | undefined,
  names: Map<string, number> | undefined,
): Resolved<number[]> => {
  const ids: number[] = [];
  for (const name of namesInCell(cell)) {
    const id = resolve(name, names);
    if (id === undefined || !isAccounts(id, names))
      return {
        problem: {
          column: 'pixels',
          message: isId(name)
            ? t({ defaultMessage: 'You have no pixel with the id {id}.' }, { id: name })
            : t({ defaultMessage: 'No pixel is named “{name}”.' }, { name }),
        },
      };
    if (!ids.includes(id)) ids.push(id);
  }
  return { value: ids };
};

export const checkRows = (rows: SourceRow[], lookup: Partial<NameLookup> = {}): CheckedRow[] => {
  const seen = new Map<string, number>();
  const aliases = new Map<string, number>();
  return rows.map((source): CheckedRow => {
    const { row, line } = source;
    const problems: CellProblem[] = [];
    const type = row.type ? resolveType(row.type, lookup) : { value: undefined };
    const pixels = resolvePixels(row.pixels, lookup.pixels);
    const resolved = {
      redirectType: 'value' in type ? type.value : undefined,
      pixelIds: 'value' in pixels && pixels.value.length > 0 ? pixels.value : undefined,
    };
    for (const result of [type, pixels]) if ('problem' in result) problems.push(result.problem);
    const input = linkInputOfRow(row, resolved);
    const fields = new Set<string | undefined>();
    for (const issue of input.error?.issues ?? []) {
      const column = columnOfField(issue.path[0]);
      if (!fields.has(column)) problems.push({ column, message: issue.message });
      fields.add(column);
    }
    if (row.expiry && !fields.has('expiry') && isExpired(row.expiry))
      problems.push({
        column: 'expiry',
        message: t(
          {
            defaultMessage: '{expiry} is in the past: the link would stop working at once.',
            description: 'expiry: a date and time as written in the file',
          },
          { expiry: row.expiry },
        ),
      });

    const key = `${row.url.toLowerCase()}\n${row.alias}\n${row.description}`;
    const earlier = seen.get(key);
    if (earlier !== undefined)
      problems.push({
        message: t({ defaultMessage: 'Duplicate of line {line}.' }, { line: earlier }),
      });
    else if (problems.length === 0) seen.set(key, line);
    if (row.alias && earlier === undefined) {
      const aliasLine = aliases.get(row.alias.toLowerCase());
      if (aliasLine !== undefined)
        problems.push({
          column: 'alias',
          message: t(
            { defaultMessage: 'The alias {alias} is already used on line {line}.' },
            { alias: row.alias, line: aliasLine },
          ),
        });
      else if (problems.length === 0) aliases.set(row.alias.toLowerCase(), line);
    }
    let campaignId: number | undefined;
    if (row.campaign) {
      campaignId = resolve(row.campaign, lookup.campaigns);
      if (campaignId === undefined)
        problems.push({
          column: 'campaign',
          message: t({ defaultMessage: 'No campaign is named “{name}”.' }, { name: row.campaign }),
        });
    }
    const channelIds: number[] = [];
    for (const name of namesInCell(row.channel)) {
      const id = resolve(name, lookup.channels);
      if (id === undefined) {
        problems.push({
          column: 'channel',
          message: t({ defaultMessage: 'No channel is named “{name}”.' }, { name }),
        });
        break;
      }
      if (!channelIds.includes(id)) channelIds.push(id);
    }
    if (problems.length > 0) return { ...source, problems };
    return {
      ...source,
      campaignId,
      channelIds: channelIds.length > 0 ? channelIds : undefined,
      ...resolved,
    };
  });
};

/** Requests an import of these rows sends: one create each, one per campaign and channel. */
export const importRequests = (rows: CheckedRow[]) =>
  rows.reduce(
    (sum, row) =>
      row.problems
        ? sum
        : sum + 1 + (row.campaignId !== undefined ? 1 : 0) + (row.channelIds?.length ?? 0),
    0,
  );
