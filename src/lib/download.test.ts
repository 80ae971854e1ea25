import { describe, expect, it } from 'vitest';
import { toFileName } from './download';

describe('toFileName', () => {
  it('derives a safe file name from a QR name', () => {
    expect(toFileName('Spring Poster — Café 2025!', 'svg')).toBe('spring-poster-cafe-2025.svg');
    expect(toFileName('../../etc/passwd', 'png')).toBe('etc-passwd.png');
    expect(toFileName('   ', 'png', 'qr-code-7')).toBe('qr-code-7.png');
  });
});
