import { getOverlays } from '../api/overlays';
import { listQuery, pageOfList, resourceKeys } from './define-resource';

const keys = resourceKeys('overlays');
const list = listQuery(keys, getOverlays);

/** CTA overlays: the API can list them, not create or change them. */
export const overlays = { keys, queries: { list }, pages: { list: pageOfList(list) } };
