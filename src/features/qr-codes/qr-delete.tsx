import { qrTitle, type QrCode } from '../../api/qr-codes';
import type { Translate } from '../../lib/i18n';

/**
 * What deleting a QR code asks and says, the same on its list and on its statistics page; `t`
 * is the page's (`useT`), so the dialog follows the language.
 */
export const deleteQr = (t: Translate) => ({
  title: t({ defaultMessage: 'Delete this QR code?' }),
  confirmLabel: t({ defaultMessage: 'Delete QR code' }),
  done: (qr: QrCode) =>
    t(
      { defaultMessage: '{name} deleted.', description: 'name: the QR code’s name' },
      {
        name: qrTitle(qr),
      },
    ),
  body: (qr: QrCode) => (
    <p className="break-words">
      {t(
        {
          defaultMessage:
            '{name} will be deleted with its statistics. Printed copies of a code that uses a short link stop working.',
          description: 'name: the QR code’s name',
        },
        { name: qrTitle(qr) },
      )}
    </p>
  ),
});
