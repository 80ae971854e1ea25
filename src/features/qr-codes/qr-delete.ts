import { qrTitle, type QrCode } from '../../api/qr-codes';
import { defineMessage, type Translate } from '../../lib/i18n';

const DELETE_QR_BODY = defineMessage({
  defaultMessage:
    '{name} will be deleted with its statistics. Printed copies of a code that uses a short link stop working.',
  description: 'name: the QR code’s name',
});

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
      { name: qrTitle(qr) },
    ),
  body: (qr: QrCode) => t(DELETE_QR_BODY, { name: qrTitle(qr) }),
});
