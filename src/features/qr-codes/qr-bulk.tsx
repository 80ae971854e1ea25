import { qrTitle, type QrCode } from '../../api/qr-codes';
import { BulkBar } from '../../components/ui/bulk-bar';
import { useBulkJobs, useChannelChoice } from '../../resources/bulk-choices';

/** Select, then act on the QR code list: each action runs as a job (features/jobs). */
export const useQrBulk = (rows: QrCode[]) => {
  const bulk = useBulkJobs(rows, { kinds: ['delete-qr', 'add-to-channel'], label: qrTitle });
  const { count } = bulk.selection;
  const noun = count === 1 ? 'QR code' : 'QR codes';
  const channel = useChannelChoice(bulk, 'qr');
  const bar = (
    <BulkBar
      selection={bulk.selection}
      noun={noun}
      onDelete={() => bulk.start({ kind: 'delete-qr', title: `Deleting ${count} ${noun}` })}
      choices={[channel]}
    />
  );
  return { column: bulk.column, outcome: bulk.outcome, bar };
};
