import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  formatRgb,
  hexToRgb,
  parseColor,
  relativeLuminance,
  rgbToHex,
  toApiColor,
  toHexColor,
} from './colors';

describe('colors', () => {
  it('converts hex to channels and back', () => {
    expect(hexToRgb('#1a73e8')).toEqual([26, 115, 232]);
    expect(hexToRgb('1A73E8')).toEqual([26, 115, 232]);
    expect(hexToRgb('#fff')).toEqual([255, 255, 255]);
    expect(hexToRgb('#12345')).toBeNull();
    expect(hexToRgb('rgb(1,2,3)')).toBeNull();
    expect(rgbToHex([26, 115, 232])).toBe('#1a73e8');
    expect(rgbToHex([0, 0, 0])).toBe('#000000');
  });

  it('reads hex and rgb() text and writes the API form', () => {
    expect(parseColor('rgb( 10, 20 ,30 )')).toEqual([10, 20, 30]);
    expect(parseColor('rgb(256,0,0)')).toBeNull();
    expect(formatRgb([1, 2, 3])).toBe('rgb(1,2,3)');
    expect(toApiColor('#ff0000')).toBe('rgb(255,0,0)');
    expect(toApiColor('rgb(1, 2, 3)')).toBe('rgb(1,2,3)');
    expect(toApiColor('red')).toBe('red');
    expect(toHexColor('rgb(255,255,255)')).toBe('#ffffff');
    expect(toHexColor('nonsense', '#123456')).toBe('#123456');
  });

  it('computes WCAG luminance and contrast', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2);
    expect(contrastRatio([12, 34, 56], [12, 34, 56])).toBe(1);
  });
});
