import { useSuspenseQuery } from '@tanstack/react-query';
import { ReadOnlyList } from '../../components/crud/read-only-list';
import { tableColumns } from '../../components/ui/field-columns';
import { usePageParams } from '../../components/ui/pagination';
import { useApiClient } from '../../resources/session';
import { splashPages } from '../../resources/splash-pages';
import { useT } from '../../components/i18n/use-t';

export const SplashPagesPage = () => {
  const t = useT();
  const client = useApiClient();
  return (
    <ReadOnlyList
      query={useSuspenseQuery(splashPages.queries.list(client, usePageParams()))}
      title={t({ defaultMessage: 'Splash pages', description: 'the page title' })}
      description={t({
        defaultMessage:
          'Your own pages shown for a moment before a short link redirects, such as an announcement or an age check.',
      })}
      serviceUrl={client.baseUrl}
      noun="splash"
      columns={tableColumns(splashPages.fields)}
    />
  );
};
