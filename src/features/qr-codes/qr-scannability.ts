import { contrastRatio, parseColor, relativeLuminance } from '../../lib/colors';
import { QR_LEVEL_RESTORES, type QrPrintLevel } from '../../lib/qr-print-design';
import { currentLocale, t } from '../../lib/i18n';

/**
 * Below 4:1 cheap phone cameras in dim light start failing to tell modules apart
 * (black on white is 21:1; WCAG's text minimum is 4.5:1). See docs/decisions/0015-qr-logo-privacy-and-scannability.md.
 */
export const MIN_QR_CONTRAST = 4;
/** Level H restores up to ~30% of the code; a logo above ~20% of the area leaves too little margin. */
export const MAX_LOGO_COVERAGE = 0.2;
/** The same margin at every level: a logo may hide two thirds of what the level restores. */
const maxLogoCoverage = (level: QrPrintLevel) =>
  Math.round(((MAX_LOGO_COVERAGE * QR_LEVEL_RESTORES[level]) / QR_LEVEL_RESTORES.H) * 100) / 100;

export type ScannabilityWarning = {
  code: 'low-contrast' | 'inverted' | 'logo-too-large' | 'unreadable-colour';
  message: string;
};

type ScannabilityInput = {
  foreground: string;
  background: string;
  /** Logo width as a fraction of the code's width, or 0 without a logo. */
  logoSize: number;
  /** The error correction the code is printed at (H, for a logo, unless chosen). */
  level?: QrPrintLevel;
};

/** The logo is a centred square: its share of the code's area. */
export const logoCoverage = (logoSize: number): number => logoSize * logoSize;

/** Warnings about a colour/logo combination that phone scanners may fail to read. */
export const checkScannability = ({
  foreground,
  background,
  logoSize,
  level = 'H',
}: ScannabilityInput): ScannabilityWarning[] => {
  const warnings: ScannabilityWarning[] = [];
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  if (!fg || !bg) {
    warnings.push({
      code: 'unreadable-colour',
      message: t({
        defaultMessage: 'Enter both colours as #RRGGBB or rgb(r,g,b) to check contrast.',
      }),
    });
  } else {
    const ratio = contrastRatio(fg, bg);
    if (ratio < MIN_QR_CONTRAST)
      warnings.push({
        code: 'low-contrast',
        message: t(
          {
            defaultMessage:
              'Contrast is {ratio}:1; scanners need at least {min}:1. Darken the foreground or lighten the background.',
          },
          {
            ratio: new Intl.NumberFormat(currentLocale(), {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }).format(ratio),
            min: MIN_QR_CONTRAST,
          },
        ),
      });
    if (relativeLuminance(fg) > relativeLuminance(bg))
      warnings.push({
        code: 'inverted',
        message: t({
          defaultMessage:
            'The foreground is lighter than the background. Many scanners cannot read inverted codes: use dark modules on a light background.',
        }),
      });
  }
  const coverage = logoCoverage(logoSize);
  const maxCoverage = maxLogoCoverage(level);
  if (coverage > maxCoverage)
    warnings.push({
      code: 'logo-too-large',
      message: t(
        {
          defaultMessage:
            '{level, select, H {The logo covers {coverage, number, percent} of the code; keep it under {max, number, percent} so the code still scans.} other {The logo covers {coverage, number, percent} of the code; at error correction {level} keep it under {max, number, percent} (or choose error correction H) so the code still scans.}}',
          description: 'level: error correction L, M, Q or H',
        },
        { level, coverage, max: maxCoverage },
      ),
    });
  return warnings;
};
