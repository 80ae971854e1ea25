import {
  createPixel,
  deletePixel,
  getPixels,
  pixelCreateSchema,
  pixelUpdateSchema,
  updatePixel,
} from '../api/pixels';
import { crudResource } from './define-resource';

/** Tracking pixels: listed, added, renamed or re-tagged, deleted. */
export const pixels = crudResource(
  'pixels',
  { list: getPixels, create: createPixel, update: updatePixel, delete: deletePixel },
  { create: pixelCreateSchema, update: pixelUpdateSchema },
);
