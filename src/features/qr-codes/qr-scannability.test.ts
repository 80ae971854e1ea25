import { describe, expect, it } from 'vitest';
import { checkScannability, logoCoverage } from './qr-scannability';

const codes = (input: Parameters<typeof checkScannability>[0]) =>
  checkScannability(input).map((w) => w.code);

describe('checkScannability', () => {
  it('accepts dark on light without a logo', () => {
    expect(codes({ foreground: '#000000', background: 'rgb(255,255,255)', logoSize: 0 })).toEqual(
      [],
    );
    expect(codes({ foreground: '#1d43b0', background: '#ffffff', logoSize: 0.4 })).toEqual([]);
  });

  it('warns about low contrast', () => {
    expect(codes({ foreground: '#999999', background: '#ffffff', logoSize: 0 })).toEqual([
      'low-contrast',
    ]);
    expect(
      checkScannability({ foreground: '#999999', background: '#fff', logoSize: 0 })[0].message,
    ).toMatch(/2\.8:1/);
  });

  it('warns about inverted codes even with good contrast', () => {
    expect(codes({ foreground: '#ffffff', background: '#000000', logoSize: 0 })).toEqual([
      'inverted',
    ]);
    expect(codes({ foreground: '#ffffff', background: '#eeeeee', logoSize: 0 })).toEqual([
      'low-contrast',
      'inverted',
    ]);
  });

  it('warns when the logo covers more than a fifth of the code', () => {
    expect(logoCoverage(0.5)).toBe(0.25);
    expect(codes({ foreground: '#000', background: '#fff', logoSize: 0.44 })).toEqual([]);
    expect(codes({ foreground: '#000', background: '#fff', logoSize: 0.5 })).toEqual([
      'logo-too-large',
    ]);
  });

  it('weighs the logo against the chosen error correction', () => {
    const logo = { foreground: '#000', background: '#fff', logoSize: 0.36 }; // 13% of the code
    expect(codes({ ...logo, level: 'H' })).toEqual([]);
    expect(codes({ ...logo, level: 'Q' })).toEqual([]);
    expect(codes({ ...logo, level: 'M' })).toEqual(['logo-too-large']);
    expect(checkScannability({ ...logo, level: 'M' })[0]!.message).toMatch(
      /at error correction M keep it under 10%/,
    );
  });

  it('asks for readable colours', () => {
    expect(codes({ foreground: 'blue', background: '#fff', logoSize: 0 })).toEqual([
      'unreadable-colour',
    ]);
  });
});
