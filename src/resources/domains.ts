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
import { defineMessage, type Message } from '../lib/i18n';
import { crudResource } from './define-resource';

/** Where a domain's visitors go instead: a link, or "Not set". */
const redirect = (header: Message, value: (domain: Domain) => string): ListField<Domain> => ({
  header,
  value,
  kind: 'url',
  empty: defineMessage({ defaultMessage: 'Not set' }),
});

/** Branded domains: listed, added, their redirects edited, deleted. */
export const domains = crudResource(
  'domains',
  { list: getDomains, create: createDomain, update: updateDomain, delete: deleteDomain },
  { create: domainCreateSchema, update: domainUpdateSchema },
  {
    domain: {
      header: defineMessage({
        defaultMessage: 'Domain',
        description: 'Column header: a branded domain',
      }),
      value: (domain) => domain.domain,
      kind: 'url',
    },
    redirectroot: redirect(
      defineMessage({
        defaultMessage: 'Root redirect',
        description: "Column header: where visitors of the domain's home page go",
      }),
      (domain) => domain.redirectroot,
    ),
    redirect404: redirect(
      defineMessage({
        defaultMessage: '404 redirect',
        description: 'Column header: where visitors of an unknown address on the domain go',
      }),
      (domain) => domain.redirect404,
    ),
  },
);
