import { isPixelType, PIXEL_PROVIDERS } from '../../api/pixels';

/** The provider's name a marketer recognises; a type this dashboard does not know shows as sent. */
export const pixelProviderLabel = (type: string): string =>
  isPixelType(type) ? PIXEL_PROVIDERS[type].label : type;
