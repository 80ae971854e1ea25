import { z } from 'zod/mini';
import { qrLevelFor } from '../api/qr-capacity';

/**
 * A printed code's frame, call to action, error correction and width: what this device keeps
 * with a QR design (the service stores only colours and logo). Its geometry: qr-frame.ts, which
 * only the drawings load. docs/decisions/0032-print-ready-qr.md.
 */
export const QR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type QrPrintLevel = (typeof QR_LEVELS)[number];
/** Share of the code each level lets a scanner restore (ISO/IEC 18004). */
export const QR_LEVEL_RESTORES: Record<QrPrintLevel, number> = {
  L: 0.07,
  M: 0.15,
  Q: 0.25,
  H: 0.3,
};

export const MAX_CALL_TO_ACTION = 30;
export const qrPrintSchema = z.object({
  frame: z.enum(['none', 'border', 'label']),
  callToAction: z.string().check(z.maxLength(MAX_CALL_TO_ACTION)),
  labelPosition: z.enum(['above', 'below']),
  /** Absent: chosen for the logo (H with one, M without). */
  level: z.optional(z.enum(QR_LEVELS)),
  widthCm: z.number().check(z.gte(2), z.lte(20)),
});
export type QrPrintDesign = z.output<typeof qrPrintSchema>;

export const DEFAULT_PRINT: QrPrintDesign = {
  frame: 'none',
  callToAction: 'Scan me',
  labelPosition: 'below',
  widthCm: 5,
};

/** The error-correction level files are made at: the chosen one, else the logo's. */
export const printLevelOf = (print: Pick<QrPrintDesign, 'level'>, hasLogo: boolean): QrPrintLevel =>
  print.level ?? qrLevelFor(hasLogo);
