import { describe, expect, it } from 'vitest';
import { toExpiry } from '../../api/link-options';
import {
  checkRows,
  importRequests,
  MAX_IMPORT_ROWS,
  namesUsed,
  parseImport,
  type CheckedRow,
} from './import-parse';
import { linkInputOfRow } from './import-row';

/** Each row's messages, "column: message", or 'ok'. */
const outcome = (row: CheckedRow) =>
  row.problems?.map((p) => (p.column ? `${p.column}: ${p.message}` : p.message)).join(' | ') ??
  'ok';

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
    expect(checked.map(outcome)).toEqual([
      'ok',
      expect.stringMatching(/^url: .*http/i),
      'Duplicate of line 2.',
      'ok',
      'alias: The alias sale is already used on line 5.',
      'campaign: No campaign is named “Unknown”.',
    ]);
    expect(checked[0]).toMatchObject({ campaignId: 3, channelIds: [5, 7] });
    expect(importRequests(checked)).toBe(4 + 1);
  });
});

describe('the link options columns', () => {
  const future = toExpiry(new Date(Date.now() + 86_400_000 * 30));
  const lookup = {
    pixels: new Map([
      ['meta', 4],
      ['google tag', 9],
    ]),
    splashPages: new Map([['promo', 12]]),
    overlays: new Map([
      ['signup', 3],
      ['promo both', 8],
    ]),
  };

  it('reads them by name, in any order and case, and leaves empty cells out of the row', () => {
    const [{ row }] = rowsOf(
      `URL,Status,Password,Expiry,Type,Pixels,metatitle,metadescription,metaimage\nhttps://a.example,Private,s3cret,${future},frame,meta;9,Hello,A text,https://img.example/a.png`,
    );
    expect(row).toEqual({
      url: 'https://a.example',
      alias: '',
      description: '',
      campaign: '',
      channel: '',
      status: 'Private',
      password: 's3cret',
      expiry: future,
      type: 'frame',
      pixels: 'meta;9',
      metatitle: 'Hello',
      metadescription: 'A text',
      metaimage: 'https://img.example/a.png',
    });
    expect(rowsOf('url,password\nhttps://a.example,')[0].row).not.toHaveProperty('password');
  });

  it('resolves splash page, overlay and pixel names to ids, and builds the create body', () => {
    const rows = rowsOf(
      [
        'url,type,pixels,status',
        'https://a.example,Promo,Meta; google tag ;9,private',
        'https://b.example,signup,,',
        'https://c.example,12,4,',
        'https://d.example,overlay-3,,public',
        'https://e.example,SPLASH,,',
      ].join('\n'),
    );
    expect(namesUsed(rows)).toMatchObject({ pixels: true, splashPages: true, overlays: true });
    const checked = checkRows(rows, lookup);
    expect(checked.map(outcome)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(checked.map((r) => [r.redirectType, r.pixelIds])).toEqual([
      ['12', [4, 9]],
      ['overlay-3', undefined],
      ['12', [4]],
      ['overlay-3', undefined],
      ['splash', undefined],
    ]);
    const input = linkInputOfRow(checked[0].row, checked[0]);
    expect(input.data).toEqual({
      // Addresses in URI characters are sent as written (decision 0046).
      url: 'https://a.example',
      status: 'private',
      type: '12',
      pixels: [4, 9],
    });
  });

  it('says on each cell what is wrong, and leaves the row out', () => {
    const rows = rowsOf(
      [
        'url,status,expiry,type,pixels,metaimage,password',
        'https://a.example,secret,2020-01-01 00:00:00,,,,',
        'https://b.example,,2030-02-30 10:00:00,teleport,Meta;Nope,,',
        'https://c.example,,,promo both,77,javascript:alert(1),',
        'https://d.example,,,overlay-99,,https://img.example/a.gif,',
        `https://e.example,,${future},,,,${'x'.repeat(101)}`,
      ].join('\n'),
    );
    const checked = checkRows(rows, { ...lookup, splashPages: new Map([['promo both', 5]]) });
    expect(checked.map(outcome)).toEqual([
      'status: Status must be public or private. | expiry: 2020-01-01 00:00:00 is in the past: the link would stop working at once.',
      'type: “teleport” is not direct, frame or splash, nor the name of one of your splash pages or CTA overlays. | pixels: No pixel is named “Nope”. | expiry: Expiry must be a real date and time written YYYY-MM-DD HH:MM:SS, like 2030-12-31 23:59:00.',
      'type: “promo both” is both a splash page and a CTA overlay: write 5 for the splash page or overlay-8 for the overlay. | pixels: You have no pixel with the id 77. | metaimage: Social image must be an http(s) address of a .png or .jpg image.',
      'type: You have no CTA overlay with the id 99. | metaimage: Social image must be an http(s) address of a .png or .jpg image.',
      'password: Password can be at most 100 characters.',
    ]);
    expect(importRequests(checked)).toBe(0);
  });

  it('needs no list when the rows name none', () => {
    const rows = rowsOf('url,type,pixels\nhttps://a.example,direct,\nhttps://b.example,frame,');
    expect(namesUsed(rows)).toEqual({
      campaigns: false,
      channels: false,
      pixels: false,
      splashPages: false,
      overlays: false,
    });
    expect(checkRows(rows).map(outcome)).toEqual(['ok', 'ok']);
  });
});
