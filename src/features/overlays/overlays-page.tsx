import { useSuspenseQuery } from '@tanstack/react-query';
import { ReadOnlyList } from '../../components/crud/read-only-list';
import { tableColumns } from '../../components/ui/field-columns';
import { usePageParams } from '../../components/ui/pagination';
import { overlays } from '../../resources/overlays';
import { useApiClient } from '../../resources/session';
import { useT } from '../../components/i18n/use-t';

export const OverlaysPage = () => {
  const t = useT();
  const client = useApiClient();
  return (
    <ReadOnlyList
      query={useSuspenseQuery(overlays.queries.list(client, usePageParams()))}
      title={t({ defaultMessage: 'CTA overlays', description: 'the page title' })}
      description={t({
        defaultMessage:
          'Call-to-action boxes (a message or a contact form) shown on top of the page a short link opens.',
      })}
      serviceUrl={client.baseUrl}
      noun="overlays"
      columns={tableColumns(overlays.fields)}
    />
  );
};
