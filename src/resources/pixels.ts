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

/**
 * The provider to show beside a pixel's name, or null when the name says it already (a pixel
 * named "TikTok" of the TikTok provider is "TikTok", not "TikTok (TikTok)"; "Meta" of Meta
 * (Facebook) is "Meta").
 */
export const pixelProviderBeside = (pixel: { name: string; type: string }): string | null => {
  const provider = pixelProviderLabel(pixel.type);
  const [name, label] = [pixel.name, provider].map((text) => text.trim().toLocaleLowerCase());
  return name.includes(label) || label.includes(name) || name.includes(pixel.type.toLowerCase())
    ? null
    : provider;
};

/** A pixel as a choice names it: "Shop — Meta (Facebook)", or "TikTok" alone. */
export const pixelChoice = (pixel: { name: string; type: string }): string => {
  const provider = pixelProviderBeside(pixel);
  return provider ? `${pixel.name} — ${provider}` : pixel.name;
};

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
