import { describe, expect, it } from 'vitest';
import {
  emptyQrDrafts,
  isStaticQrType,
  QR_TYPE_ORDER,
  QR_TYPES,
  qrContentOfDraft,
  qrDraftOfData,
  qrPayloadOfData,
  qrPayloadOfDraft,
  qrTypes,
  readQrContent,
} from './qr-types';
import { escapeWifiValue } from './qr-types/wifi';

describe('the QR type table', () => {
  it('has one record per type, each draft the shape its own rule takes', () => {
    expect(Object.keys(qrTypes).sort()).toEqual([...QR_TYPES].sort());
    const drafts = emptyQrDrafts();
    for (const type of QR_TYPES) {
      expect(qrTypes[type].label, type).not.toBe('');
      expect(qrTypes[type].fields.length, type).toBeGreaterThan(0);
      // Every field edits a part of the draft, or the draft itself for a one-text type.
      for (const { key } of qrTypes[type].fields) {
        if (key === undefined) expect(typeof drafts[type], type).toBe('string');
        else expect(Object.keys(drafts[type]), type).toContain(key);
      }
    }
  });

  it('puts the types that count scans first; text, SMS and Wi-Fi print their content', () => {
    expect(QR_TYPES.filter(isStaticQrType)).toEqual(['text', 'sms', 'wifi']);
    expect(QR_TYPE_ORDER).toEqual(['vcard', 'link', 'email', 'phone', 'text', 'sms', 'wifi']);
  });

  it('reads saved data with the same rule a create passes, never assuming its shape', () => {
    expect(readQrContent('wifi', { ssid: ' Cafe ', encryption: '' })).toEqual({
      type: 'wifi',
      data: { ssid: 'Cafe', encryption: '' },
    });
    expect(readQrContent('wifi', { ssid: 'Cafe', encryption: 'WPA3' })).toBeNull();
    expect(readQrContent('sms', 'not an object')).toBeNull();
    expect(readQrContent('phone', '+1 (555) 010')).toEqual({ type: 'phone', data: '+1555010' });
  });

  it('turns saved data into the designer’s draft and back', () => {
    expect(qrDraftOfData('email', 'a@example.com')).toEqual({
      email: 'a@example.com',
      subject: '',
      body: '',
    });
    expect(qrDraftOfData('wifi', { ssid: 'Lobby' })).toEqual({
      ssid: 'Lobby',
      pass: '',
      encryption: '',
    });
    // Data that fails its rule gives nothing to edit from, never a guess.
    expect(qrDraftOfData('sms', { phone: 'call me' })).toEqual(qrTypes.sms.emptyDraft);
    expect(
      qrContentOfDraft('vcard', { ...qrTypes.vcard.emptyDraft, fname: 'Ada', site: ' ' }),
    ).toEqual({ type: 'vcard', data: { fname: 'Ada' } });
  });
});

describe('what a static code prints', () => {
  it('escapes the wifi special characters', () => {
    expect(escapeWifiValue('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(escapeWifiValue('plain name')).toBe('plain name');
  });

  it('writes WIFI: strings for each encryption', () => {
    expect(
      qrPayloadOfDraft('wifi', { ssid: 'Café;Guest', pass: 'p:ss,"word"', encryption: 'WPA' }),
    ).toBe('WIFI:T:WPA;S:Café\\;Guest;P:p\\:ss\\,\\"word\\";;');
    expect(qrPayloadOfDraft('wifi', { ssid: 'Old', pass: '12345', encryption: 'WEP' })).toBe(
      'WIFI:T:WEP;S:Old;P:12345;;',
    );
    expect(qrPayloadOfDraft('wifi', { ssid: 'Open', pass: 'ignored', encryption: '' })).toBe(
      'WIFI:T:nopass;S:Open;;',
    );
    expect(qrPayloadOfData('wifi', { ssid: 'Open' })).toBe('WIFI:T:nopass;S:Open;;');
  });

  it('writes SMSTO: and plain text, as the server stores them', () => {
    expect(qrPayloadOfData('sms', { phone: '+4912345', message: 'Hi: see you' })).toBe(
      'SMSTO:+4912345:Hi: see you',
    );
    expect(qrPayloadOfData('sms', { phone: '123' })).toBe('SMSTO:123:');
    expect(qrPayloadOfDraft('sms', { phone: '+1 555 0100', message: '' })).toBe('SMSTO:+15550100:');
    expect(qrPayloadOfData('text', 'Hello\nworld')).toBe('Hello\nworld');
  });

  it('prints nothing for the types that print their short link, or before there is content', () => {
    expect(qrPayloadOfData('link', 'https://example.com')).toBeNull();
    expect(qrPayloadOfDraft('wifi', qrTypes.wifi.emptyDraft)).toBeNull();
    expect(qrPayloadOfData('text', 42)).toBeNull();
  });
});
