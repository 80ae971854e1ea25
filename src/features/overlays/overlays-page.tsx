import { useSuspenseQuery } from '@tanstack/react-query';
import { ReadOnlyList } from '../../components/crud/read-only-list';
import { tableColumns } from '../../components/ui/field-columns';
import { usePageParams } from '../../components/ui/pagination';
import { overlays } from '../../resources/overlays';
import { useApiClient } from '../../resources/session';

export const OverlaysPage = () => {
  const client = useApiClient();
  return (
    <ReadOnlyList
      query={useSuspenseQuery(overlays.queries.list(client, usePageParams()))}
      title="CTA overlays"
      description="Call-to-action boxes (a message or a contact form) shown on top of the page a short link opens."
      serviceUrl={client.baseUrl}
      noun="CTA overlays"
      columns={tableColumns(overlays.fields)}
    />
  );
};
