import { qrTitle, type QrCode } from '../../api/qr-codes';

/** What deleting a QR code asks and says, the same on its list and on its statistics page. */
export const DELETE_QR = {
  title: 'Delete this QR code?',
  confirmLabel: 'Delete QR code',
  done: (qr: QrCode) => `${qrTitle(qr)} deleted.`,
  body: (qr: QrCode) => <DeleteQrBody title={qrTitle(qr)} />,
};

const DeleteQrBody = ({ title }: { title: string }) => (
  <p>
    <span className="font-medium break-all">{title}</span> will be deleted with its statistics.
    Printed copies of a code that uses a short link stop working.
  </p>
);
