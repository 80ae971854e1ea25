import { describe, expect, it } from 'vitest';
import { escapeWifiValue, smsPayload, textPayload, wifiPayload } from './qr-payload';

describe('qr payloads', () => {
  it('escapes the wifi special characters', () => {
    expect(escapeWifiValue('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(escapeWifiValue('plain name')).toBe('plain name');
  });

  it('writes WIFI: strings for each encryption', () => {
    expect(wifiPayload({ ssid: 'Café;Guest', pass: 'p:ss,"word"', encryption: 'WPA' })).toBe(
      'WIFI:T:WPA;S:Café\\;Guest;P:p\\:ss\\,\\"word\\";;',
    );
    expect(wifiPayload({ ssid: 'Old', pass: '12345', encryption: 'WEP' })).toBe(
      'WIFI:T:WEP;S:Old;P:12345;;',
    );
    expect(wifiPayload({ ssid: 'Open', pass: 'ignored', encryption: '' })).toBe(
      'WIFI:T:nopass;S:Open;;',
    );
    expect(wifiPayload({ ssid: 'Open' })).toBe('WIFI:T:nopass;S:Open;;');
  });

  it('writes SMSTO: and plain text', () => {
    expect(smsPayload({ phone: '+4912345', message: 'Hi: see you' })).toBe(
      'SMSTO:+4912345:Hi: see you',
    );
    expect(smsPayload({ phone: '123' })).toBe('SMSTO:123:');
    expect(textPayload('Hello\nworld')).toBe('Hello\nworld');
  });
});
