import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../lib/i18n';
import { qrCapacityLeft, qrCapacityMessage, qrCapacityOf } from './qr-capacity';

afterEach(() => setLocale('en'));

describe('the words about what fits a QR code', () => {
  it('names the limit, with and without a logo', () => {
    expect(qrCapacityMessage({ bytes: 2400, limit: 2331, hasLogo: false })).toBe(
      'The content is too long for a QR code: it takes 2,400 bytes and a code holds at most 2,331. Shorten it by 69 bytes. Accented letters and other scripts take 2 to 4 bytes each.',
    );
    expect(qrCapacityMessage({ bytes: 1300, limit: 1273, hasLogo: true })).toBe(
      'The content is too long for a QR code: it takes 1,300 bytes and a code with a logo holds at most 1,273. Shorten it by 27 bytes or remove the logo. Accented letters and other scripts take 2 to 4 bytes each.',
    );
  });

  it('counts the room left, or what is too much', () => {
    expect(qrCapacityLeft(qrCapacityOf('x'.repeat(1200), false))).toBe(
      '1,131 of 2,331 bytes left in the code',
    );
    expect(qrCapacityLeft(qrCapacityOf('x'.repeat(1200), true))).toBe(
      '73 of 1,273 bytes left in the code (with a logo)',
    );
    expect(qrCapacityLeft(qrCapacityOf('x'.repeat(2400), false))).toBe(
      '69 bytes too many: a code holds at most 2,331 bytes',
    );
    expect(qrCapacityLeft(qrCapacityOf('x'.repeat(1300), true))).toBe(
      '27 bytes too many: a code with a logo holds at most 1,273 bytes',
    );
  });

  it('writes numbers as the chosen language does', async () => {
    await setLocale('de');
    expect(qrCapacityLeft(qrCapacityOf('x'.repeat(1200), false))).toContain('2.331');
    expect(qrCapacityMessage({ bytes: 2400, limit: 2331, hasLogo: false })).toContain('2.400');
  });
});
