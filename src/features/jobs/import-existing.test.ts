import { describe, expect, it } from 'vitest';
import { markExisting, needsAliasCheck, rowsToSend } from './import-existing';
import { checkRows, importRequests, parseImport } from './import-parse';

const checked = (text: string) => {
  const parsed = parseImport(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return checkRows(parsed.rows);
};

const link = (id: number, alias: string) => ({
  id,
  alias,
  shorturl: `https://go.example/${alias}`,
  longurl: `https://old.example/${alias}`,
});

const FILE = [
  'url,alias,description',
  'https://new.example/harbor,harbor-menu,Harbor',
  'https://new.example/dock,Dock-Menu,Dock',
  'https://new.example/pier,pier-menu,Pier',
  'https://new.example/plain,,No alias',
  'ftp://new.example/bad,bad-row,Left out',
].join('\n');

describe('the import preview against the links the account has', () => {
  it('marks the rows whose alias a link has, letter case aside, with that link', () => {
    const rows = markExisting(checked(FILE), [
      link(7, 'harbor-menu'),
      link(8, 'dock-menu'),
      link(9, 'bad-row'),
      link(10, 'unrelated'),
    ]);
    expect(rows.map((row) => [row.line, row.existing?.id ?? null])).toEqual([
      [2, 7],
      [3, 8],
      [4, null],
      [5, null],
      // Left out for its scheme already: not also "existing".
      [6, null],
    ]);
    expect(rows[0].existing).toEqual({
      id: 7,
      shorturl: 'https://go.example/harbor-menu',
      longurl: 'https://old.example/harbor-menu',
    });
  });

  it('skip sends only the new rows; update sends the existing ones too, and costs their requests', () => {
    const rows = markExisting(checked(FILE), [link(7, 'harbor-menu'), link(8, 'dock-menu')]);
    expect(rowsToSend(rows, 'skip').map((row) => row.line)).toEqual([4, 5]);
    expect(rowsToSend(rows, 'update').map((row) => row.line)).toEqual([2, 3, 4, 5]);
    expect(importRequests(rowsToSend(rows, 'skip'))).toBe(2);
    expect(importRequests(rowsToSend(rows, 'update'))).toBe(4);
  });

  it('a fresh check forgets a mark from an earlier one', () => {
    const first = markExisting(checked(FILE), [link(7, 'harbor-menu')]);
    expect(markExisting(first, []).some((row) => row.existing)).toBe(false);
  });

  it('the account is read only when a ready row names an alias', () => {
    expect(needsAliasCheck(checked(FILE))).toBe(true);
    expect(needsAliasCheck(checked('https://a.example/1\nhttps://a.example/2'))).toBe(false);
    expect(needsAliasCheck(checked('url,alias\nftp://a.example,only-bad'))).toBe(false);
  });
});
