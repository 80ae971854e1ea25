import { useSuspenseQuery } from '@tanstack/react-query';
import type { Overlay } from '../../api/overlays';
import { ReadOnlyList } from '../../components/crud/read-only-list';
import { dateColumn } from '../../components/ui/paged-table';
import { usePageParams } from '../../components/ui/pagination';
import type { Column } from '../../components/ui/table';
import { overlays } from '../../resources/overlays';
import { useApiClient } from '../../resources/session';

/** `message` and `contact` are the types seen so far; anything else is shown as it came. */
const TYPE_LABELS: Record<string, string> = { message: 'Message', contact: 'Contact form' };

const columns: Column<Overlay>[] = [
  { header: 'Type', cell: (overlay) => TYPE_LABELS[overlay.type] ?? overlay.type },
  { header: 'Name', cell: (overlay) => <span className="font-medium">{overlay.name}</span> },
  dateColumn(),
];

export const OverlaysPage = () => {
  const client = useApiClient();
  return (
    <ReadOnlyList
      query={useSuspenseQuery(overlays.queries.list(client, usePageParams()))}
      title="CTA overlays"
      description="Call-to-action boxes (a message or a contact form) shown on top of the page a short link opens."
      serviceUrl={client.baseUrl}
      noun="CTA overlays"
      columns={columns}
    />
  );
};
