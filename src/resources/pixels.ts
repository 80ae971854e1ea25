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
import { defineMessage } from '../lib/i18n';
import { COLUMNS } from './columns';
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
    type: {
      header: defineMessage({
        defaultMessage: 'Provider',
        description: 'Column header: the ad platform of a tracking pixel',
      }),
      value: (pixel) => pixelProviderLabel(pixel.type),
    },
    name: { header: COLUMNS.name, value: (pixel) => pixel.name, kind: 'name' },
    tag: {
      header: defineMessage({
        defaultMessage: 'Tag',
        description: "Column header: the tracking pixel's ID at its provider",
      }),
      value: (pixel) => pixel.tag,
      kind: 'code',
    },
    date: { header: COLUMNS.created, value: (pixel) => pixel.date, kind: 'date' },
  },
);
