import {
  createDomain,
  deleteDomain,
  domainCreateSchema,
  domainUpdateSchema,
  getDomains,
  updateDomain,
  type Domain,
} from '../api/domains';
import type { ListField } from '../components/ui/list-field';
import { crudResource } from './define-resource';

/** Where a domain's visitors go instead: a link, or "Not set". */
const redirect = (header: string, value: (domain: Domain) => string): ListField<Domain> => ({
  header,
  value,
  kind: 'url',
  empty: 'Not set',
});

/** Branded domains: listed, added, their redirects edited, deleted. */
export const domains = crudResource(
  'domains',
  { list: getDomains, create: createDomain, update: updateDomain, delete: deleteDomain },
  { create: domainCreateSchema, update: domainUpdateSchema },
  {
    domain: { header: 'Domain', value: (domain) => domain.domain, kind: 'url' },
    redirectroot: redirect('Root redirect', (domain) => domain.redirectroot),
    redirect404: redirect('404 redirect', (domain) => domain.redirect404),
  },
);
