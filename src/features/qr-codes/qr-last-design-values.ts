import type { QrPrintDesign } from '../../lib/qr-print-design';
import type { QrLastDesign } from '../../resources/qr-last-design';
import { colorsForPreview, type QrFormValues } from './qr-form-model';

/** The designer's design (not its type, content or name) as the next new code starts from it. */
export const lastDesignOf = (values: QrFormValues, print: QrPrintDesign): QrLastDesign => ({
  ...colorsForPreview(values),
  logo: values.logo.trim(),
  logoSize: values.logoSize,
  print,
});

/** The kept last design → the designer's starting colours and logo. */
export const lastDesignValues = (last: QrLastDesign): Partial<QrFormValues> => ({
  foreground: last.foreground,
  background: last.background,
  logo: last.logo,
  logoSize: last.logoSize,
});
