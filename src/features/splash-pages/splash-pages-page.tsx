import { useSuspenseQuery } from '@tanstack/react-query';
import type { SplashPage } from '../../api/splash-pages';
import { dateColumn } from '../../components/ui/paged-table';
import { usePageParams } from '../../components/ui/pagination';
import { ReadOnlyList } from '../../components/ui/read-only-list';
import type { Column } from '../../components/ui/table';
import { useApiClient } from '../route-context';
import { splashPageQueries } from './splash-pages-queries';

const columns: Column<SplashPage>[] = [
  { header: 'Name', cell: (splash) => <span className="font-medium">{splash.name}</span> },
  dateColumn(),
];

export const SplashPagesPage = () => {
  const client = useApiClient();
  const { page, limit } = usePageParams();
  const pageQuery = useSuspenseQuery(splashPageQueries.list(client, { page, limit }));
  const { data } = pageQuery;
  return (
    <ReadOnlyList
      freshness={pageQuery}
      title="Splash pages"
      description="Your own pages shown for a moment before a short link redirects, such as an announcement or an age check."
      serviceUrl={client.baseUrl}
      noun="splash pages"
      columns={columns}
      data={data}
    />
  );
};
