import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows with CRLF and quotes where needed', () => {
    const csv = toCsv([
      ['section', 'label', 'count'],
      ['country', 'United States', 12],
      ['referrer', 'https://a.example/?x=1,2', 3],
      ['referrer', 'He said "hi"', 1],
    ]);
    expect(csv).toBe(
      'section,label,count\r\ncountry,United States,12\r\nreferrer,"https://a.example/?x=1,2",3\r\nreferrer,"He said ""hi""",1',
    );
    expect(parse(csv).data[2]).toEqual(['referrer', 'https://a.example/?x=1,2', '3']);
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '@a', 5, -2]])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'@a,5,-2`,
    );
  });

  it('neutralises text starting with -, a tab or a carriage return, and keeps numbers', () => {
    const cells = ['-2+3+cmd|" /C calc"!A0', '\t=1+1', '\r=1+1', '-10% off', '- item'];
    const csv = toCsv([[...cells, -2, 0]]);
    // What a spreadsheet reads back: every text cell starts with the apostrophe.
    expect(parse<string[]>(csv).data[0]).toEqual([...cells.map((cell) => `'${cell}`), '-2', '0']);
    // A tab or CR inside a cell (not first) is plain text and left alone.
    expect(toCsv([['a\tb', 'a\rb']])).toBe('a\tb,"a\rb"');
  });
});
