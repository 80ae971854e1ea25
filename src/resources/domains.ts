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
);
