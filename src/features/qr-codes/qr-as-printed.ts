import type { QrPrintDesign } from '../../lib/qr-print-design';
import { t } from '../../lib/i18n';

/** The framed drawing's name, the same in the designer and on the code's page. */
export const asPrintedLabel = (print: QrPrintDesign): string =>
  t(
    {
      defaultMessage:
        '{position, select, above {As printed, with “{text}” above the code} below {As printed, with “{text}” below the code} other {As printed, with a border}}',
      description: 'text: the call to action printed with the code',
    },
    {
      position: print.frame === 'label' ? print.labelPosition : 'none',
      text: print.callToAction.trim(),
    },
  );
