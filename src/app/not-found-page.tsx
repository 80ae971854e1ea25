import { ButtonLink } from '../components/ui/button';
import { PageHeader } from '../components/layout/page-header';

export const NotFoundPage = () => (
  <>
    <PageHeader title="Page not found" description="There is no page at this address." />
    <ButtonLink to="/links" variant="primary">
      Go to your links
    </ButtonLink>
  </>
);
