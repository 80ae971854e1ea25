import { ButtonLink } from '../components/ui/button';
import { PageHeader } from '../components/layout/page-header';
import { useT } from '../components/i18n/use-t';
import { defineMessage } from '../lib/i18n';

/** Also the route error's words for an address with no page (route-error.tsx). */
export const PAGE_NOT_FOUND = defineMessage({ defaultMessage: 'Page not found' });
export const GO_TO_YOUR_LINKS = defineMessage({ defaultMessage: 'Go to your links' });

export const NotFoundPage = () => {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t(PAGE_NOT_FOUND)}
        description={t({ defaultMessage: 'There is no page at this address.' })}
      />
      <ButtonLink to="/links" variant="primary">
        {t(GO_TO_YOUR_LINKS)}
      </ButtonLink>
    </>
  );
};
