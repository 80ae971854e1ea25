import {
  createDomain,
  deleteDomain,
  domainCreateSchema,
  domainUpdateSchema,
  getDomains,
  updateDomain,
} from '../api/domains';
import { crudResource } from './define-resource';

/** Branded domains: listed, added, their redirects edited, deleted. */
export const domains = crudResource(
  'domains',
  { list: getDomains, create: createDomain, update: updateDomain, delete: deleteDomain },
  { create: domainCreateSchema, update: domainUpdateSchema },
  {
    domain: { header: 'Domain', value: (domain) => domain.domain, kind: 'url' },
    redirectroot: {
      header: 'Root redirect',
      value: (domain) => domain.redirectroot,
      kind: 'url',
      empty: 'Not set',
    },
    redirect404: {
      header: '404 redirect',
      value: (domain) => domain.redirect404,
      kind: 'url',
      empty: 'Not set',
    },
  },
);
