import { parseRgb } from '../api/fields';

/** Colour helpers: hex ⇄ rgb(r,g,b) and WCAG 2 luminance/contrast. */

export type Rgb = [number, number, number];

const HEX6 = /^#?([0-9a-f]{6})$/i;
const HEX3 = /^#?([0-9a-f]{3})$/i;

/** `#RRGGBB` or `#RGB` (the `#` is optional) → channels, or null. */
export const hexToRgb = (value: string): Rgb | null => {
  const text = value.trim();
  const long = HEX6.exec(text)?.[1] ?? HEX3.exec(text)?.[1]?.replace(/./g, (c) => c + c);
  if (!long) return null;
  return [0, 2, 4].map((i) => parseInt(long.slice(i, i + 2), 16)) as Rgb;
};

export const rgbToHex = ([r, g, b]: Rgb): string =>
  `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** The API's colour form: `rgb(r,g,b)` without spaces. */
export const formatRgb = ([r, g, b]: Rgb): string => `rgb(${r},${g},${b})`;

/** Reads a colour written as hex or as `rgb(r,g,b)`. */
export const parseColor = (value: string): Rgb | null => hexToRgb(value) ?? parseRgb(value);

/** Hex or rgb text → `rgb(r,g,b)`; anything unreadable is returned unchanged for the schema to reject. */
export const toApiColor = (value: string): string => {
  const rgb = parseColor(value);
  return rgb ? formatRgb(rgb) : value;
};

/** Hex or rgb text → `#rrggbb`, or the fallback when unreadable (for `<input type=color>`). */
export const toHexColor = (value: string, fallback = '#000000'): string => {
  const rgb = parseColor(value);
  return rgb ? rgbToHex(rgb) : fallback;
};

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export const relativeLuminance = ([r, g, b]: Rgb): number => {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** WCAG 2.x contrast ratio, 1 (none) to 21 (black on white); symmetric. */
export const contrastRatio = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};
