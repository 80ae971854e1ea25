import { useSuspenseQuery } from '@tanstack/react-query';
import type { SplashPage } from '../../api/splash-pages';
import { ReadOnlyList } from '../../components/crud/read-only-list';
import { dateColumn } from '../../components/ui/paged-table';
import { usePageParams } from '../../components/ui/pagination';
import type { Column } from '../../components/ui/table';
import { useApiClient } from '../../resources/session';
import { splashPages } from '../../resources/splash-pages';

const columns: Column<SplashPage>[] = [
  { header: 'Name', cell: (splash) => <span className="font-medium">{splash.name}</span> },
  dateColumn(),
];

export const SplashPagesPage = () => {
  const client = useApiClient();
  return (
    <ReadOnlyList
      query={useSuspenseQuery(splashPages.queries.list(client, usePageParams()))}
      title="Splash pages"
      description="Your own pages shown for a moment before a short link redirects, such as an announcement or an age check."
      serviceUrl={client.baseUrl}
      noun="splash pages"
      columns={columns}
    />
  );
};
