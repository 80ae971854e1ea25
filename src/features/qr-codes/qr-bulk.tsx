import { qrTitle, type QrCode } from '../../api/qr-codes';
import { BulkBar } from '../../components/ui/bulk-bar';
import { useBulkJobs, useChannelChoice } from '../../resources/bulk-choices';
import { useT } from '../../components/i18n/use-t';
import { defineMessage } from '../../lib/i18n';

const DELETING_QR_CODES = defineMessage({
  defaultMessage: '{count, plural, one {Deleting # QR code} other {Deleting # QR codes}}',
});

/** Select, then act on the QR code list: each action runs as a job (features/jobs). */
export const useQrBulk = (rows: QrCode[]) => {
  const t = useT();
  const bulk = useBulkJobs(rows, { kinds: ['delete-qr', 'add-to-channel'], label: qrTitle });
  const { count } = bulk.selection;
  const channel = useChannelChoice(bulk, 'qr');
  const bar = (
    <BulkBar
      selection={bulk.selection}
      noun="qr"
      onDelete={() => bulk.start({ kind: 'delete-qr', title: t(DELETING_QR_CODES, { count }) })}
      choices={[channel]}
    />
  );
  return { column: bulk.column, outcome: bulk.outcome, bar };
};
