import { beforeEach, describe, expect, it } from 'vitest';
import type { QrCode } from '../../api/qr-codes';
import {
  bindQrDesignDates,
  designAfterUpdate,
  designFor,
  forgetQrDesign,
  readQrDesigns,
  rememberQrDesign,
} from '../../resources/qr-designs';
import { knownQr } from './qr-known';

/** A code as real instances list it: no type, no data, `link` is its image. */
const bare: QrCode = {
  id: 7,
  link: 'https://links.example/qr/abc',
  scans: 0,
  name: 'Lobby',
  date: '2025-01-02 10:00:00',
};
const wifi = { type: 'wifi' as const, data: { ssid: 'Lobby', encryption: '' } };

describe('what the dashboard knows of a saved QR code', () => {
  beforeEach(() => localStorage.clear());

  it('shows a real instance’s code by its image and draws nothing from a guess', () => {
    const known = knownQr(bare);
    expect(known).toMatchObject({
      imageUrl: bare.link,
      shortLink: null,
      encoded: null,
      isContentKnown: false,
    });
    expect(known.qr.type).toBeUndefined();
  });

  it('draws a code from what this device sent, and never takes the image for a short link', () => {
    const known = knownQr(bare, { ...wifi, foreground: 'rgb(1,2,3)' });
    expect(known.qr).toMatchObject({ type: 'wifi', foreground: 'rgb(1,2,3)' });
    expect(known.encoded).toBe('WIFI:T:nopass;S:Lobby;;');
    const link = knownQr(bare, { type: 'link', data: 'https://a.example/' });
    expect(link.isContentKnown).toBe(true);
    expect(link.encoded).toBeNull();
  });

  it('lets the server’s own answer win, with its link as the short link', () => {
    const reported: QrCode = { ...bare, link: 'http://x/q/abc', type: 'link', data: 'https://b/' };
    expect(knownQr(reported, wifi)).toMatchObject({
      encoded: 'http://x/q/abc',
      shortLink: 'http://x/q/abc',
      imageUrl: null,
      isFromDevice: false,
    });
  });

  it('keeps designs per account, binds them to the code’s date and forgets them on delete', () => {
    rememberQrDesign('alice', 7, wifi);
    expect(readQrDesigns('bob')).toEqual([]);
    expect(designFor(readQrDesigns('alice'), bare)).toMatchObject(wifi);
    bindQrDesignDates('alice', [bare]);
    // The same id given later to another code (another date) is not drawn from this design.
    expect(
      designFor(readQrDesigns('alice'), { id: 7, date: '2026-01-01 00:00:00' }),
    ).toBeUndefined();
    forgetQrDesign('alice', 7);
    expect(readQrDesigns('alice')).toEqual([]);
  });

  it('keeps nothing after a colours-only update of unknown content', () => {
    expect(designAfterUpdate(undefined, '', { foreground: 'rgb(1,2,3)' })).toBeUndefined();
    expect(designAfterUpdate(wifi, '', { foreground: 'rgb(1,2,3)' })).toMatchObject({
      ...wifi,
      foreground: 'rgb(1,2,3)',
    });
  });
});
