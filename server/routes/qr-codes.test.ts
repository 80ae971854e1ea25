import { describe, expect, it } from 'vitest';
import { QR_TYPES } from '../../src/api/qr-types';
import { NO_VISITS, oneUser, setUp } from '../test-helpers';

const VALID: Record<(typeof QR_TYPES)[number], unknown> = {
  text: 'Hello there',
  link: 'https://example.com/menu',
  phone: '+1 (555) 010-2030',
  email: { email: 'hi@example.com', subject: 'Hello', body: 'Line 1\nLine 2' },
  sms: { phone: '+15550102030', message: 'JOIN' },
  wifi: { ssid: 'Cafe', pass: 'espresso2024', encryption: 'WPA' },
  vcard: { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com' },
};

describe('QR codes', () => {
  it('creates every type and lists them with their payload and style', async () => {
    const a = oneUser();
    for (const type of QR_TYPES) {
      const res = await a.call('POST', '/api/qr/add', { type, data: VALID[type] });
      expect(res.json, type).toEqual({
        error: 0,
        id: expect.any(Number),
        link: expect.stringMatching(/^http:\/\/links\.test\/q\/\w+$/),
      });
    }
    const list = (await a.call('GET', '/api/qr?limit=10')).json;
    expect(list.error).toBe('0');
    expect(list.data.result).toBe(7);
    const phone = list.data.qrs.find((q: { type: string }) => q.type === 'phone');
    expect(phone).toEqual({
      id: expect.any(Number),
      link: expect.stringMatching(/\/q\//),
      scans: 0,
      name: expect.stringMatching(/Phone call QR code/),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      type: 'phone',
      data: '+15550102030',
      background: 'rgb(255,255,255)',
      foreground: 'rgb(0,0,0)',
      logo: '',
    });
  });

  it('stores name, colours and a logo address (never fetched)', async () => {
    const a = oneUser();
    const { id } = (
      await a.call('POST', '/api/qr/add', {
        type: 'link',
        data: 'https://example.com',
        name: 'Poster',
        background: 'rgb(255, 250, 240)',
        foreground: 'rgb(10,20,30)',
        logo: 'https://cdn.example.com/logo.png',
      })
    ).json;
    const { details } = (await a.call('GET', `/api/qr/${id}`)).json;
    expect(details).toMatchObject({
      name: 'Poster',
      background: 'rgb(255,250,240)',
      foreground: 'rgb(10,20,30)',
      logo: 'https://cdn.example.com/logo.png',
    });
  });

  it('answers statistics for dynamic types and no statistics block for static ones', async () => {
    const a = oneUser();
    const link = (
      await a.call('POST', '/api/qr/add', { type: 'link', data: 'https://example.com' })
    ).json.id;
    const text = (await a.call('POST', '/api/qr/add', { type: 'text', data: 'Hi' })).json.id;
    const dynamic = (await a.call('GET', `/api/qr/${link}`)).json;
    expect(dynamic.data).toEqual(NO_VISITS);
    const fixed = (await a.call('GET', `/api/qr/${text}`)).json;
    expect(fixed).toEqual({
      error: 0,
      details: expect.objectContaining({ id: text, type: 'text', data: 'Hi' }),
    });
  });

  it('validates data per type, colours and logo', async () => {
    const a = oneUser();
    const cases: [unknown, string, RegExp][] = [
      [{ type: 'barcode', data: 'x' }, 'type', /QR type must be one of/],
      [{ data: 'x' }, 'type', /QR type must be one of/],
      [{ type: 'link', data: 'example.com' }, 'data', /http/],
      [{ type: 'link' }, 'data', /Link is required/],
      [{ type: 'text', data: '   ' }, 'data', /Text is required/],
      [{ type: 'phone', data: '12ab' }, 'data', /3 to 20 digits/],
      [{ type: 'email', data: 'nope' }, 'data', /email address/],
      [{ type: 'email', data: { email: 'a@b.co', cc: 'x' } }, 'data.cc', /Unknown field "data.cc"/],
      [{ type: 'sms', data: { message: 'hi' } }, 'data.phone', /Phone number is required/],
      [
        { type: 'wifi', data: { ssid: 'Cafe', encryption: 'WPA', pass: 'short' } },
        'data.pass',
        /8 to 63/,
      ],
      [
        { type: 'wifi', data: { ssid: 'Cafe', encryption: 'WEP', pass: 'abc' } },
        'data.pass',
        /WEP key/,
      ],
      [
        { type: 'wifi', data: { ssid: 'Cafe', encryption: 'WPA3' } },
        'data.encryption',
        /WPA, WEP or none/,
      ],
      [{ type: 'vcard', data: {} }, 'data', /at least one contact field/],
      [{ type: 'vcard', data: { fname: 'A', site: 'example.com' } }, 'data.site', /http/],
      [{ type: 'link', data: 'https://e.com', background: '#fff' }, 'background', /rgb\(0,0,0\)/],
      [
        { type: 'link', data: 'https://e.com', foreground: 'rgb(256,0,0)' },
        'foreground',
        /0 to 255/,
      ],
      [
        { type: 'link', data: 'https://e.com', logo: 'https://e.com/logo.gif' },
        'logo',
        /\.png or \.jpg/,
      ],
      [{ type: 'link', data: 'https://e.com', logo: 'file:///etc/passwd.png' }, 'logo', /http/],
      [{ type: 'link', data: 'https://e.com', scans: 5 }, 'scans', /Unknown field/],
    ];
    for (const [body, field, message] of cases) {
      const res = await a.call('POST', '/api/qr/add', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(
        res.json.fields[field],
        `${JSON.stringify(body)} → ${JSON.stringify(res.json)}`,
      ).toMatch(message);
    }
    expect((await a.call('GET', '/api/qr')).json.data.result).toBe(0);
  });

  it('refuses content too big for a QR code, naming the limit at the level the logo asks for', async () => {
    const a = oneUser();
    // 1,000 characters pass the text rule, but as UTF-8 they are 3,000 bytes: no code holds them.
    const cjk = await a.call('POST', '/api/qr/add', { type: 'text', data: '中'.repeat(1000) });
    expect(cjk.status).toBe(400);
    expect(cjk.json.fields.data).toMatch(/3,000 bytes and a code holds at most 2,331/);
    const accents = 'é'.repeat(700); // 1,400 bytes: fits level M, not level H
    const logo = 'https://cdn.example.com/logo.png';
    const withLogo = await a.call('POST', '/api/qr/add', { type: 'text', data: accents, logo });
    expect(withLogo.status).toBe(400);
    expect(withLogo.json.fields.data).toMatch(/a code with a logo holds at most 1,273/);
    const sms = await a.call('POST', '/api/qr/add', {
      type: 'sms',
      data: { phone: '+15550100', message: accents },
      logo,
    });
    expect(sms.json.fields.data).toMatch(/at most 1,273/);
    const { id } = (await a.call('POST', '/api/qr/add', { type: 'text', data: accents })).json;
    // The stored content with a logo added would no longer fit; the stored logo counts too.
    const addLogo = await a.call('PUT', `/api/qr/${id}/update`, { data: accents, logo });
    expect(addLogo.status).toBe(400);
    expect(addLogo.json.fields.data).toMatch(/at most 1,273/);
    // A link code prints its short link, whatever its destination.
    const link = `https://example.com/${'a'.repeat(2000)}`;
    expect((await a.call('POST', '/api/qr/add', { type: 'link', data: link, logo })).status).toBe(
      200,
    );
    expect((await a.call('GET', '/api/qr')).json.data.result).toBe(2);
  });

  it('updates data against the stored type and ignores a type in the body', async () => {
    const a = oneUser();
    const { id } = (
      await a.call('POST', '/api/qr/add', { type: 'wifi', data: VALID.wifi, name: 'Guest' })
    ).json;
    const wrongShape = await a.call('PUT', `/api/qr/${id}/update`, {
      data: 'https://example.com',
      type: 'link',
    });
    expect(wrongShape.status).toBe(400);
    const noData = await a.call('PUT', `/api/qr/${id}/update`, { foreground: 'rgb(1,2,3)' });
    expect(noData.json.fields.data).toBeDefined();
    const rename = await a.call('PUT', `/api/qr/${id}/update`, { data: VALID.wifi, name: 'New' });
    expect(rename.json.fields.name).toMatch(/Unknown field/);
    const ok = await a.call('PUT', `/api/qr/${id}/update`, {
      type: 'link',
      data: { ssid: 'Cafe 2', encryption: '' },
      foreground: 'rgb(1,2,3)',
    });
    expect(ok.json).toEqual({ error: 0, message: 'QR code updated.' });
    const { details } = (await a.call('GET', `/api/qr/${id}`)).json;
    expect(details).toMatchObject({
      type: 'wifi',
      name: 'Guest',
      data: { ssid: 'Cafe 2', encryption: '' },
      foreground: 'rgb(1,2,3)',
    });
  });

  it('keeps QR codes per user and deletes them with their scans', async () => {
    const { user, db, call } = setUp();
    const a = user();
    const b = user();
    const { id, link } = (
      await a.call('POST', '/api/qr/add', { type: 'link', data: 'https://example.com' })
    ).json;
    expect((await b.call('GET', `/api/qr/${id}`)).status).toBe(404);
    expect(
      (await b.call('PUT', `/api/qr/${id}/update`, { data: 'https://evil.example' })).status,
    ).toBe(404);
    expect((await b.call('DELETE', `/api/qr/${id}/delete`)).status).toBe(404);
    expect((await b.call('GET', '/api/qr')).json.data.qrs).toEqual([]);
    expect((await call(null, 'GET', new URL(link).pathname)).status).toBe(302);
    // An API call writes the visits queued before it.
    expect((await a.call('GET', `/api/qr/${id}`)).json.data.clicks).toBe(1);
    expect(
      db
        .prepare("SELECT COUNT(*) FROM visit_counts WHERE kind = 'q' AND target_id = ?")
        .pluck()
        .get(id),
    ).toBe(4);
    expect((await a.call('DELETE', `/api/qr/${id}/delete`)).json).toEqual({
      error: 0,
      message: 'QR code deleted.',
    });
    expect(
      db
        .prepare("SELECT COUNT(*) FROM visit_counts WHERE kind = 'q' AND target_id = ?")
        .pluck()
        .get(id),
    ).toBe(0);
    expect((await a.call('GET', `/api/qr/${id}`)).status).toBe(404);
  });
});
