import { describe, expect, it } from 'vitest';
import { CODE, frameLayout, printPixels, sheetCopies } from './qr-frame';
import { DEFAULT_PRINT, printLevelOf, qrPrintSchema, type QrPrintDesign } from './qr-print-design';

const print = (change: Partial<QrPrintDesign>): QrPrintDesign => ({ ...DEFAULT_PRINT, ...change });

describe('print frames', () => {
  it('draws the bare code without a frame', () => {
    expect(frameLayout(print({ frame: 'none' }))).toEqual({
      width: CODE,
      height: CODE,
      code: { x: 0, y: 0 },
    });
  });

  it('puts a plain border around the code, the quiet zone inside it', () => {
    const layout = frameLayout(print({ frame: 'border' }));
    expect(layout.width).toBe(layout.height);
    expect(layout.code.x).toBe(layout.border!.thickness);
    expect(layout.code.x * 2 + CODE).toBe(layout.width);
    expect(layout.label).toBeUndefined();
  });

  it('adds the call to action in a band below or above, the code moved down for above', () => {
    const below = frameLayout(print({ frame: 'label', labelPosition: 'below' }));
    const above = frameLayout(print({ frame: 'label', labelPosition: 'above' }));
    expect(below.height).toBeGreaterThan(below.width);
    expect(below.label!.text).toBe('Scan me');
    expect(below.label!.y).toBe(below.height - below.label!.height);
    expect(below.code.y + CODE).toBeLessThanOrEqual(below.label!.y);
    expect(above.label!.y).toBe(0);
    expect(above.code.y).toBeGreaterThanOrEqual(above.label!.height);
    for (const layout of [below, above]) {
      const { baseline, fontSize, y, height } = layout.label!;
      expect(baseline - fontSize * 0.7).toBeGreaterThan(y);
      expect(baseline).toBeLessThan(y + height);
    }
  });

  it('shrinks a long call to action to fit the band’s width', () => {
    const long = frameLayout(print({ frame: 'label', callToAction: 'W'.repeat(30) })).label!;
    const short = frameLayout(print({ frame: 'label', callToAction: 'Scan' })).label!;
    expect(long.fontSize).toBeLessThan(short.fontSize);
    expect(long.fontSize * 0.6 * 30).toBeLessThanOrEqual(long.maxWidth + 1e-9);
  });

  it('leaves the band out when the call to action is empty', () => {
    const layout = frameLayout(print({ frame: 'label', callToAction: '  ' }));
    expect(layout.label).toBeUndefined();
    expect(layout.height).toBe(layout.width);
  });

  it('takes calls to action of up to 30 characters and widths from 2 to 20 cm', () => {
    expect(qrPrintSchema.safeParse(print({ callToAction: 'x'.repeat(30) })).success).toBe(true);
    expect(qrPrintSchema.safeParse(print({ callToAction: 'x'.repeat(31) })).success).toBe(false);
    expect(qrPrintSchema.safeParse(print({ widthCm: 1 })).success).toBe(false);
    expect(qrPrintSchema.safeParse(print({ widthCm: 21 })).success).toBe(false);
  });
});

describe('print sizes', () => {
  it('turns centimetres into pixels at 300 dpi', () => {
    expect(printPixels(2)).toBe(236);
    expect(printPixels(2.54)).toBe(300);
    expect(printPixels(20)).toBe(2362);
  });

  it('fills an A4 sheet with as many copies as fit, one at least', () => {
    expect(sheetCopies(print({ widthCm: 2 }))).toEqual({ columns: 7, rows: 10 });
    expect(sheetCopies(print({ widthCm: 5, frame: 'label' }))).toEqual({ columns: 3, rows: 4 });
    expect(sheetCopies(print({ widthCm: 20 }))).toEqual({ columns: 1, rows: 1 });
  });

  it('chooses error correction for the logo unless one is chosen', () => {
    expect(printLevelOf({}, true)).toBe('H');
    expect(printLevelOf({}, false)).toBe('M');
    expect(printLevelOf({ level: 'Q' }, true)).toBe('Q');
  });
});
