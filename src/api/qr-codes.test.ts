import { describe, expect, it } from 'vitest';
import { ResponseFormatError } from './errors';
import {
  createQrCode,
  deleteQrCode,
  getQrCode,
  getQrCodes,
  qrCreateSchema,
  updateQrCode,
} from './qr-codes';
import { QR_TYPES } from './qr-types';
import { fakeClient, json, rawJson } from './testing';

const stats = {
  clicks: 12,
  uniqueClicks: 9,
  topCountries: { 'United States': '5', France: '2' },
  topReferrers: { 'https://t.co': '3' },
  topBrowsers: { Chrome: '8' },
  topOs: { Android: '6', iOS: '3' },
  socialCount: { facebook: 1, twitter: 0, instagram: 2, linkedin: 4 },
};

describe('getQrCodes', () => {
  it('reads our server: extra fields kept', async () => {
    const qr = {
      id: 1,
      link: 'https://go.example.com/q1',
      scans: 3,
      name: 'Menu',
      date: '2025-01-01 10:00:00',
      type: 'wifi',
      data: { ssid: 'Cafe', encryption: 'WPA', pass: 'secret123' },
      background: 'rgb(255,255,255)',
      foreground: 'rgb(0,0,0)',
    };
    const { client } = fakeClient(
      json({
        error: '0',
        data: { result: 1, perpage: 15, currentpage: 1, nextpage: null, maxpage: 1, qrs: [qr] },
      }),
    );
    const page = await getQrCodes(client);
    expect(page.items[0]).toMatchObject(qr);
    expect(page.items[0].logo).toBeUndefined();
  });

  it('reads a real instance: strings, maxpage 1.0, no extra fields, unknown type dropped', async () => {
    const { client } = fakeClient(
      rawJson(`{"error":0,"data":{"result":"1","perpage":"15","currentpage":"1","nextpage":null,
        "maxpage":1.0,"qrs":[{"id":"4","link":"https://go.example.com/q4","scans":"7",
        "name":"Flyer","date":"2025-01-01 10:00:00","type":"crypto"}]}}`),
    );
    const page = await getQrCodes(client);
    expect(page.items).toEqual([
      {
        id: 4,
        link: 'https://go.example.com/q4',
        scans: 7,
        name: 'Flyer',
        date: '2025-01-01 10:00:00',
        type: undefined,
        data: undefined,
        background: undefined,
        foreground: undefined,
        logo: undefined,
      },
    ]);
    expect(page).toMatchObject({ total: 1, maxPage: 1, nextPage: null });
  });
});

describe('getQrCode', () => {
  it('reads details and statistics, with string counts and extra social keys', async () => {
    const { client, calls } = fakeClient(
      json({
        error: 0,
        details: {
          id: 2,
          link: 'https://go.example.com/q2',
          scans: '12',
          name: 'Poster',
          date: '2025-02-01 10:00:00',
        },
        data: stats,
      }),
    );
    const { qr, stats: read } = await getQrCode(client, 2);
    expect(calls[0].url).toBe('https://go.example.com/api/qr/2');
    expect(qr).toMatchObject({ id: 2, scans: 12, date: '2025-02-01 10:00:00' });
    expect(read).toEqual({
      clicks: 12,
      uniqueClicks: 9,
      topCountries: { 'United States': 5, France: 2 },
      topReferrers: { 'https://t.co': 3 },
      topBrowsers: { Chrome: 8 },
      topOs: { Android: 6, iOS: 3 },
      socialCount: { facebook: 1, twitter: 0, instagram: 2, linkedin: 4 },
    });
  });

  it('gives null statistics for static types and reads the date under details.data', async () => {
    const { client } = fakeClient(
      json({
        error: 0,
        details: {
          id: '3',
          link: 'https://go.example.com/q3',
          scans: 0,
          name: 'Wifi',
          data: '2025-03-01 10:00:00',
        },
      }),
    );
    const { qr, stats: read } = await getQrCode(client, 3);
    expect(read).toBeNull();
    expect(qr).toMatchObject({ id: 3, date: '2025-03-01 10:00:00', data: undefined });
  });

  it('reads empty maps sent as [] and a missing id', async () => {
    const { client } = fakeClient(
      json({
        error: 0,
        details: { link: 'https://go.example.com/q5', scans: 0, name: 'New', date: '2025-03-01' },
        data: {
          clicks: 0,
          uniqueClicks: 0,
          topCountries: [],
          topReferrers: [],
          topBrowsers: [],
          topOs: [],
          socialCount: [],
        },
      }),
    );
    const { qr, stats: read } = await getQrCode(client, 5);
    expect(qr.id).toBe(5);
    expect(read?.topCountries).toEqual({});
  });

  it('reports statistics it cannot read', async () => {
    const { client } = fakeClient(
      json({
        error: 0,
        details: { id: 6, link: '', scans: 0, name: '', date: '' },
        data: { clicks: 'lots' },
      }),
    );
    const error = await getQrCode(client, 6).catch((e) => e);
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect(error.message).toMatch(/at stats\.clicks/);
  });
});

describe('QR mutations', () => {
  it('creates, updates and deletes', async () => {
    const { client, calls } = fakeClient(
      json({ error: 0, id: '11', link: 'https://go.example.com/q11' }),
      json({ error: 0, message: 'QR updated.' }),
      json({ error: 0, message: 'QR deleted.' }),
    );
    await expect(
      createQrCode(client, { type: 'link', data: 'https://example.com', name: 'Site' }),
    ).resolves.toEqual({ id: 11, link: 'https://go.example.com/q11' });
    await expect(updateQrCode(client, 11, { data: 'https://example.org' })).resolves.toEqual({
      message: 'QR updated.',
    });
    await expect(deleteQrCode(client, 11)).resolves.toEqual({ message: 'QR deleted.' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST https://go.example.com/api/qr/add',
      'PUT https://go.example.com/api/qr/11/update',
      'DELETE https://go.example.com/api/qr/11/delete',
    ]);
    expect(calls[0].body).toEqual({ type: 'link', data: 'https://example.com', name: 'Site' });
  });
});

describe('qrCreateSchema', () => {
  it('has a branch for every QR type: each is checked by its own data rule', () => {
    for (const type of QR_TYPES) {
      const result = qrCreateSchema.safeParse({ type, data: 42 });
      expect(result.success, type).toBe(false);
      expect(
        result.error?.issues.map((issue) => issue.path.join('.')),
        type,
      ).toContain('data');
    }
    expect(qrCreateSchema.safeParse({ type: 'fax', data: '1' }).error?.issues[0].message).toBe(
      `QR type must be one of: ${QR_TYPES.join(', ')}.`,
    );
  });
});
