import {
  createDomain,
  deleteDomain,
  domainCreateSchema,
  domainUpdateSchema,
  getDomains,
  updateDomain,
} from '../api/domains';
import { crudMutations, listQuery, pageOfList, resourceKeys } from './define-resource';

const keys = resourceKeys('domains');
const list = listQuery(keys, getDomains);

/** Branded domains: listed, added, their redirects edited, deleted. */
export const domains = {
  keys,
  queries: { list },
  pages: { list: pageOfList(list) },
  /** Every change touches only the domain lists: the page on screen refetches, the rest go stale. */
  mutations: crudMutations(
    { create: createDomain, update: updateDomain, delete: deleteDomain },
    { invalidates: [keys.lists()] },
  ),
  schemas: { create: domainCreateSchema, update: domainUpdateSchema },
};
