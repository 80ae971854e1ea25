import { getOverlays } from '../api/overlays';
import { listResource } from './define-resource';

/** CTA overlays: the API can list them, not create or change them. */
export const overlays = listResource('overlays', getOverlays);
