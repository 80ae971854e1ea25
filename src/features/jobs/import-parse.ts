import { parse } from 'papaparse';
import { z } from 'zod/mini';
import { linkCreateSchema } from '../../api/links';
import type { ImportRow } from '../../resources/job-model';

/**
 * Reading an import (a CSV file, pasted CSV, or one URL per line) and checking every row with
 * the link form's own schema before any request. Pure: no React, no requests.
 */

export const MAX_IMPORT_ROWS = 10_000;
export const IMPORT_COLUMNS = ['url', 'alias', 'description', 'campaign', 'channel'] as const;
type Column = (typeof IMPORT_COLUMNS)[number];

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
};

const looksLikeUrl = (text: string) => /^https?:\/\//i.test(text.trim());

export const parseImport = (text: string): ParseResult => {
  const input = text.replace(/^\uFEFF/, '');
  if (input.trim() === '')
    return { ok: false, message: 'The file is empty: there is no row to import.' };
  // eslint-disable-next-line no-control-regex -- binary files carry NUL bytes
  if (/\u0000/.test(input))
    return { ok: false, message: 'This is not a CSV file. Choose a .csv file or paste the rows.' };
  const parsed = parse<string[]>(input, { skipEmptyLines: false });
  // Blank lines are skipped but counted, so each row keeps its line number.
  const lines = parsed.data
    .map((cells, index) => ({ line: index + 1, cells: cells.map((cell) => (cell ?? '').trim()) }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
  if (lines.length === 0)
    return { ok: false, message: 'The file is empty: there is no row to import.' };

  const header = lines[0].cells.map((cell) => HEADER_NAMES[cell.toLowerCase()]);
  const hasHeader = header.includes('url');
  const order: (Column | undefined)[] = hasHeader ? header : [...IMPORT_COLUMNS];
  if (!hasHeader && !looksLikeUrl(lines[0].cells[0] ?? ''))
    return {
      ok: false,
      message:
        'No url column: the first line must name the columns (url, alias, description, campaign, channel), or every line must be one URL.',
    };
  const body = hasHeader ? lines.slice(1) : lines;
  if (body.length === 0) return { ok: false, message: 'The file has column names but no rows.' };
  if (body.length > MAX_IMPORT_ROWS)
    return {
      ok: false,
      message: `The file has ${body.length.toLocaleString('en')} rows; an import takes at most ${MAX_IMPORT_ROWS.toLocaleString('en')}. Split it into smaller files.`,
    };
  return {
    ok: true,
    rows: body.map(({ cells, line }) => {
      const row: ImportRow = { url: '', alias: '', description: '', campaign: '', channel: '' };
      order.forEach((column, i) => {
        if (column && cells[i] !== undefined && row[column] === '') row[column] = cells[i];
      });
      return { line, row };
    }),
  };
};

/** Campaigns and channels by lower-case name, to turn names into ids. */
export interface NameLookup {
  campaigns: Map<string, number>;
  channels: Map<string, number>;
}

export interface CheckedRow extends SourceRow {
  /** Why the row is left out; undefined when it will be imported. */
  problem?: string;
  campaignId?: number;
  channelIds?: number[];
}

const isId = (text: string) => /^\d+$/.test(text);

/** `channel` may name several channels, separated by `;` or `|`. */
export const channelNames = (cell: string) =>
  cell
    .split(/[;|]/)
    .map((name) => name.trim())
    .filter(Boolean);

/** Names (not ids) used in the rows: only these need the campaign or channel lists. */
export const namesUsed = (rows: SourceRow[]) => ({
  campaigns: rows.some((r) => r.row.campaign !== '' && !isId(r.row.campaign)),
  channels: rows.some((r) => channelNames(r.row.channel).some((name) => !isId(name))),
});

const resolve = (name: string, names: Map<string, number> | undefined) =>
  isId(name) ? Number(name) : names?.get(name.toLowerCase());

export const checkRows = (rows: SourceRow[], lookup: Partial<NameLookup> = {}): CheckedRow[] => {
  const seen = new Map<string, number>();
  const aliases = new Map<string, number>();
  return rows.map((source): CheckedRow => {
    const { row, line } = source;
    const result = z.safeParse(linkCreateSchema, {
      url: row.url,
      ...(row.alias ? { custom: row.alias } : {}),
      ...(row.description ? { description: row.description } : {}),
    });
    if (!result.success) return { ...source, problem: result.error.issues[0].message };
    const key = `${row.url.toLowerCase()}\n${row.alias}\n${row.description}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) return { ...source, problem: `Duplicate of line ${earlier}.` };
    seen.set(key, line);
    if (row.alias) {
      const aliasLine = aliases.get(row.alias.toLowerCase());
      if (aliasLine !== undefined)
        return {
          ...source,
          problem: `The alias ${row.alias} is already used on line ${aliasLine}.`,
        };
      aliases.set(row.alias.toLowerCase(), line);
    }
    let campaignId: number | undefined;
    if (row.campaign) {
      campaignId = resolve(row.campaign, lookup.campaigns);
      if (campaignId === undefined)
        return { ...source, problem: `No campaign is named “${row.campaign}”.` };
    }
    const channelIds: number[] = [];
    for (const name of channelNames(row.channel)) {
      const id = resolve(name, lookup.channels);
      if (id === undefined) return { ...source, problem: `No channel is named “${name}”.` };
      if (!channelIds.includes(id)) channelIds.push(id);
    }
    return { ...source, campaignId, channelIds: channelIds.length > 0 ? channelIds : undefined };
  });
};

/** Requests an import of these rows sends: one create each, one per campaign and channel. */
export const importRequests = (rows: CheckedRow[]) =>
  rows.reduce(
    (sum, row) =>
      row.problem
        ? sum
        : sum + 1 + (row.campaignId !== undefined ? 1 : 0) + (row.channelIds?.length ?? 0),
    0,
  );
