import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../api/errors';
import { MAX_PAGE_SIZE } from '../../api/fields';
import { qrTitle, type QrCode } from '../../api/qr-codes';
import { BulkBar } from '../../components/ui/bulk-bar';
import { selectionColumn, useSelection } from '../../components/ui/selection';
import { channels } from '../../resources/channels';
import { useJobEngine, useRowStatus } from '../../resources/jobs';
import { useApiClient } from '../../resources/session';

const KINDS = ['delete-qr', 'add-to-channel'] as const;

/** Select, then act on the QR code list: each action runs as a job (features/jobs). */
export const useQrBulk = (rows: QrCode[]) => {
  const client = useApiClient();
  const selection = useSelection(rows, (qr) => qr.id);
  // Selecting a row is the intent to act: the engine loads then, not with every list.
  const engine = useJobEngine({ load: selection.count > 0 });
  const statusOf = useRowStatus(KINDS);
  const [wantsChannels, setWantsChannels] = useState(false);
  const channelList = useQuery({
    ...channels.queries.list(client, { page: 1, limit: MAX_PAGE_SIZE }),
    enabled: wantsChannels,
  });

  const items = () =>
    rows
      .filter((qr) => selection.isSelected(qr.id))
      .map((qr) => ({ key: String(qr.id), label: qrTitle(qr), targetId: qr.id }));
  const noun = (n: number) => (n === 1 ? 'QR code' : 'QR codes');

  const column = selectionColumn(
    selection,
    (qr: QrCode) => qr.id,
    qrTitle,
    (qr) => statusOf(qr.id),
  );
  const bar = (
    <BulkBar
      count={selection.count}
      noun={noun(selection.count)}
      onClear={selection.clear}
      deleteEffect="stop working and their scan statistics are deleted."
      onDelete={() => {
        void engine?.start({
          kind: 'delete-qr',
          title: `Deleting ${selection.count} ${noun(selection.count)}`,
          items: items(),
        });
        selection.clear();
      }}
      choices={[
        {
          label: 'Add to a channel',
          fieldLabel: 'Channel',
          options: channelList.data?.items,
          loadError: channelList.error ? describeError(channelList.error) : undefined,
          onOpen: () => setWantsChannels(true),
          onChoose: (channelId) => {
            void engine?.start({
              kind: 'add-to-channel',
              title: `Adding ${selection.count} ${noun(selection.count)} to a channel`,
              channelId,
              itemType: 'qr',
              items: items(),
            });
            selection.clear();
          },
        },
      ]}
    />
  );
  return { column, bar };
};
