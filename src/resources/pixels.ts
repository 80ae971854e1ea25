import {
  createPixel,
  deletePixel,
  getPixels,
  isPixelType,
  PIXEL_PROVIDERS,
  pixelCreateSchema,
  pixelUpdateSchema,
  updatePixel,
} from '../api/pixels';
import { crudResource } from './define-resource';

/** The provider's name a marketer recognises; a type this dashboard does not know shows as sent. */
export const pixelProviderLabel = (type: string): string =>
  isPixelType(type) ? PIXEL_PROVIDERS[type].label : type;

/** Tracking pixels: listed, added, renamed or re-tagged, deleted. */
export const pixels = crudResource(
  'pixels',
  { list: getPixels, create: createPixel, update: updatePixel, delete: deletePixel },
  { create: pixelCreateSchema, update: pixelUpdateSchema },
  {
    type: { header: 'Provider', value: (pixel) => pixelProviderLabel(pixel.type) },
    name: { header: 'Name', value: (pixel) => pixel.name, kind: 'name' },
    tag: { header: 'Tag', value: (pixel) => pixel.tag, kind: 'code' },
    date: { header: 'Created', value: (pixel) => pixel.date, kind: 'date' },
  },
);
