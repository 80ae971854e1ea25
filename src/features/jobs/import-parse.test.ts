import { describe, expect, it } from 'vitest';
import { checkRows, importRequests, MAX_IMPORT_ROWS, parseImport } from './import-parse';

const rowsOf = (text: string) => {
  const parsed = parseImport(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.rows;
};

describe('parseImport', () => {
  it('reads a CSV with named columns in any order', () => {
    const rows = rowsOf('alias,URL,campaign\nspring,https://a.example,Launch\n');
    expect(rows).toEqual([
      {
        line: 2,
        row: {
          url: 'https://a.example',
          alias: 'spring',
          description: '',
          campaign: 'Launch',
          channel: '',
        },
      },
    ]);
  });

  it('reads one URL per line', () => {
    expect(
      rowsOf('https://a.example\n\nhttps://b.example').map((r) => [r.line, r.row.url]),
    ).toEqual([
      [1, 'https://a.example'],
      [3, 'https://b.example'],
    ]);
  });

  it('says clearly what is wrong with an empty, binary, headerless or huge file', () => {
    expect(parseImport('  \n')).toMatchObject({ ok: false, message: /empty/ });
    expect(parseImport('PK\u0003\u0004\u0000\u0000')).toMatchObject({
      ok: false,
      message: /not a CSV/,
    });
    expect(parseImport('name,age\nbob,3')).toMatchObject({ ok: false, message: /No url column/ });
    expect(parseImport('url\n')).toMatchObject({ ok: false, message: /no rows/ });
    const big = `url\n${'https://a.example\n'.repeat(MAX_IMPORT_ROWS + 1)}`;
    expect(parseImport(big)).toMatchObject({ ok: false, message: /at most 10,000/ });
  });
});

describe('checkRows', () => {
  it('checks rows with the link form schema, flags duplicates and resolves names', () => {
    const rows = rowsOf(
      [
        'url,alias,campaign,channel',
        'https://a.example,,Launch,Social;7',
        'ftp://nope.example,,,',
        'https://a.example,,Launch,Social;7',
        'https://b.example,sale,,',
        'https://c.example,sale,,',
        'https://d.example,,Unknown,',
      ].join('\n'),
    );
    const checked = checkRows(rows, {
      campaigns: new Map([['launch', 3]]),
      channels: new Map([['social', 5]]),
    });
    expect(checked.map((r) => r.problem ?? 'ok')).toEqual([
      'ok',
      expect.stringMatching(/http/i),
      'Duplicate of line 2.',
      'ok',
      'The alias sale is already used on line 5.',
      'No campaign is named “Unknown”.',
    ]);
    expect(checked[0]).toMatchObject({ campaignId: 3, channelIds: [5, 7] });
    expect(importRequests(checked)).toBe(4 + 1);
  });
});
