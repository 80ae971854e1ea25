import type { QrPrintDesign } from './qr-print-design';

/**
 * The geometry every drawing of a printed code shares (preview, SVG, PNG, sheet): the frame laid
 * out around the code, printed widths and the sheet. The design itself: qr-print-design.ts.
 */

/** Printed widths offered, in centimetres; files are made at 300 dots per inch. */
export const PRINT_WIDTHS_CM = [2, 3, 4, 5, 7.5, 10, 15, 20] as const;
export const PRINT_DPI = 300;

/** The code (quiet zone included) is CODE units wide; the frame is laid out around it. */
export const CODE = 100;
const BORDER = 3;
const BAND = 20;

export interface FrameLayout {
  width: number;
  height: number;
  /** Where the code's top-left corner goes. */
  code: { x: number; y: number };
  /** The frame's outer rectangle (none: absent). */
  border?: { width: number; height: number; thickness: number };
  /** The call to action's band and its text's baseline, size and the width it may take. */
  label?: {
    y: number;
    height: number;
    text: string;
    baseline: number;
    fontSize: number;
    maxWidth: number;
  };
}

/** Bold sans-serif letters are about 0.6 em wide on average; longer texts get a smaller size. */
const fontSizeFor = (text: string, maxWidth: number) =>
  Math.min(BAND * 0.6, maxWidth / (Math.max(1, text.length) * 0.6));

export const frameLayout = (print: QrPrintDesign): FrameLayout => {
  const text = print.callToAction.trim();
  if (print.frame === 'none') return { width: CODE, height: CODE, code: { x: 0, y: 0 } };
  const width = CODE + 2 * BORDER;
  const hasLabel = print.frame === 'label' && text !== '';
  const height = width + (hasLabel ? BAND : 0);
  const isAbove = print.labelPosition === 'above';
  const code = { x: BORDER, y: BORDER + (hasLabel && isAbove ? BAND : 0) };
  const border = { width, height, thickness: BORDER };
  if (!hasLabel) return { width, height, code, border };
  const y = isAbove ? 0 : height - BAND;
  const maxWidth = width - 4 * BORDER;
  const fontSize = fontSizeFor(text, maxWidth);
  // Centred in the band: a capital's height is about 0.7 em.
  const baseline = y + BAND / 2 + fontSize * 0.35 + (isAbove ? BORDER / 2 : -BORDER / 2);
  return {
    width,
    height,
    code,
    border,
    label: { y, height: BAND, text, baseline, fontSize, maxWidth },
  };
};

/** Pixels of a printed width at 300 dpi: 2 cm → 236, 20 cm → 2,362. */
export const printPixels = (widthCm: number): number => Math.round((widthCm / 2.54) * PRINT_DPI);

/** An A4 page less 14 mm margins (the print stylesheet's @page), in centimetres. */
const SHEET = { width: 21 - 2.8, height: 29.7 - 2.8 };
const GAP_CM = 0.5;

/** How many copies of the framed code fit a print sheet at its width: columns × rows, at least one. */
export const sheetCopies = (print: QrPrintDesign): { columns: number; rows: number } => {
  const layout = frameLayout(print);
  const heightCm = (print.widthCm * layout.height) / layout.width;
  const fit = (room: number, size: number) =>
    Math.max(1, Math.floor((room + GAP_CM) / (size + GAP_CM)));
  return { columns: fit(SHEET.width, print.widthCm), rows: fit(SHEET.height, heightCm) };
};
