import { describe, expect, it } from 'vitest';
import { qrFromLinkPath, readQrFromLink } from './safe-url';

const paramsOf = (path: string) => new URL(path, 'https://app.example').searchParams;

describe('qrFromLinkPath / readQrFromLink', () => {
  it('round-trips a short URL and a name with any characters', () => {
    const path = qrFromLinkPath('https://go.example.com/a?b=c&d', 'Spring & summer');
    expect(path.startsWith('/qr/new?')).toBe(true);
    // The designer starts as a static Text code of the short link itself (see
    // docs/decisions/0027-qr-from-a-link.md).
    expect(readQrFromLink(paramsOf(path))).toEqual({
      type: 'text',
      text: 'https://go.example.com/a?b=c&d',
      name: 'Spring & summer',
    });
  });

  it('takes only http(s) links', () => {
    expect(readQrFromLink(paramsOf('/qr/new?link=javascript:alert(1)'))).toBeNull();
    expect(readQrFromLink(paramsOf('/qr/new'))).toBeNull();
  });
});
