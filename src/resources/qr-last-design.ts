import { z } from 'zod/mini';
import { readAccountData, writeAccountData } from '../lib/account-storage';
import { qrPrintSchema } from '../lib/qr-print-design';

/**
 * The design of the last code this account saved on this device (colours, logo, frame and
 * print choices), so the next new code starts from it. Kept per account like the designs of
 * each code (qr-designs.ts) and wiped with them on sign-out.
 */
const lastDesignSchema = z.object({
  foreground: z.string(),
  background: z.string(),
  logo: z.string(),
  logoSize: z.number().check(z.gte(0.1), z.lte(0.5)),
  print: qrPrintSchema,
});
export type QrLastDesign = z.output<typeof lastDesignSchema>;

const NAME = 'qr-last-design';

export const readLastQrDesign = (scope: string | null): QrLastDesign | undefined => {
  if (!scope) return undefined;
  const parsed = lastDesignSchema.safeParse(readAccountData(scope, NAME));
  return parsed.success ? parsed.data : undefined;
};

export const rememberLastQrDesign = (scope: string | null, design: QrLastDesign): void => {
  if (scope) writeAccountData(scope, NAME, design);
};
