import { z } from 'zod/mini';
import { fieldError, label, MUST_BE_TEXT, NAME, REQUIRED, TOO_LONG } from './fields';
import { defineMessage, t } from '../lib/i18n';
import { idResponse, listEnvelope, messageResponse, numericId, text } from './envelope';
import { createRequest, deleteRequest, listRequest, updateRequest } from './requests';

// Input rules (shared with the server). Response schemas and request functions follow below.

/** Every pixel provider the API knows, with the tag format a marketer copies from it. */
export const PIXEL_PROVIDERS = {
  gtmpixel: {
    label: 'Google Tag Manager',
    hint: defineMessage({
      defaultMessage: 'Container ID: GTM- followed by letters and digits.',
      description: 'Hint under a tracking pixel’s tag field',
    }),
    example: 'GTM-ABC123',
    pattern: /^GTM-[A-Z0-9]{4,10}$/,
  },
  gapixel: {
    label: 'Google Analytics',
    hint: defineMessage({
      defaultMessage: 'Measurement ID (G-…) or a legacy property ID (UA-…-…).',
      description: 'Hint under a tracking pixel’s tag field',
    }),
    example: 'G-1A2B3C4D5E',
    pattern: /^(G-[A-Z0-9]{4,12}|UA-\d{4,10}-\d{1,4})$/,
  },
  fbpixel: {
    label: 'Meta (Facebook)',
    hint: defineMessage({
      defaultMessage: 'Pixel ID: 10 to 20 digits.',
      description: 'Hint under a tracking pixel’s tag field',
    }),
    example: '123456789012345',
    pattern: /^\d{10,20}$/,
  },
  adwordspixel: {
    label: 'Google Ads',
    hint: defineMessage({
      defaultMessage: 'Conversion ID: AW- and digits, optionally /label.',
      description: 'Hint under a tracking pixel’s tag field',
    }),
    example: 'AW-123456789/AbC-D_efG',
    pattern: /^AW-\d{6,12}(\/[A-Za-z0-9_-]{1,50})?$/,
  },
  linkedinpixel: {
    label: 'LinkedIn',
    hint: defineMessage({
      defaultMessage: 'Insight Tag partner ID: 4 to 12 digits.',
      description: 'Hint under a tracking pixel’s tag field',
    }),
    example: '1234567',
    pattern: /^\d{4,12}$/,
  },
  twitterpixel: {
    label: 'X (Twitter)',
    hint: defineMessage({
      defaultMessage: 'Pixel ID: 5 to 12 lower-case letters and digits.',
      description: 'Hint under a tracking pixel’s tag field',
    }),
    example: 'o1ab2',
    pattern: /^[a-z0-9]{5,12}$/,
  },
  adrollpixel: {
    label: 'AdRoll',
    hint: defineMessage({
      defaultMessage: 'Advertiser ID: 16 to 32 capital letters and digits.',
      description: 'Hint under a tracking pixel’s tag field',
    }),
    example: 'ABCDEFGHIJ0123456789KL',
    pattern: /^[A-Z0-9]{16,32}$/,
  },
  quorapixel: {
    label: 'Quora',
    hint: defineMessage({
      defaultMessage: 'Pixel ID: 32 hexadecimal characters.',
      description: 'Hint under a tracking pixel’s tag field',
    }),
    example: '0123456789abcdef0123456789abcdef',
    pattern: /^[a-f0-9]{32}$/,
  },
  pinterest: {
    label: 'Pinterest',
    hint: defineMessage({
      defaultMessage: 'Tag ID: 10 to 16 digits.',
      description: 'Hint under a tracking pixel’s tag field',
    }),
    example: '2612345678901',
    pattern: /^\d{10,16}$/,
  },
  bing: {
    label: 'Microsoft Advertising (Bing)',
    hint: defineMessage({
      defaultMessage: 'UET tag ID: 5 to 12 digits.',
      description: 'Hint under a tracking pixel’s tag field',
    }),
    example: '12345678',
    pattern: /^\d{5,12}$/,
  },
  snapchat: {
    label: 'Snapchat',
    hint: defineMessage({
      defaultMessage: 'Pixel ID: a UUID like 8-4-4-4-12 hexadecimal characters.',
      description: 'Hint under a tracking pixel’s tag field',
    }),
    example: '12345678-abcd-4ef0-9abc-1234567890ab',
    pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  },
  reddit: {
    label: 'Reddit',
    hint: defineMessage({
      defaultMessage: 'Pixel ID: t2_ or a2_ followed by letters and digits.',
      description: 'Hint under a tracking pixel’s tag field',
    }),
    example: 't2_abc123',
    pattern: /^[at]2_[a-z0-9]{4,20}$/,
  },
  tiktok: {
    label: 'TikTok',
    hint: defineMessage({
      defaultMessage: 'Pixel code: 16 to 24 capital letters and digits.',
      description: 'Hint under a tracking pixel’s tag field',
    }),
    example: 'C4A6K8NH7N5O8L1E2P3G',
    pattern: /^[A-Z0-9]{16,24}$/,
  },
} as const;

export type PixelType = keyof typeof PIXEL_PROVIDERS;
export const PIXEL_TYPES = Object.keys(PIXEL_PROVIDERS) as [PixelType, ...PixelType[]];

export const pixelTypeSchema = z.enum(PIXEL_TYPES, {
  error: `Pixel type must be one of: ${PIXEL_TYPES.join(', ')}.`,
});

const TAG = defineMessage({
  defaultMessage: 'Tag',
  description: 'Field name: a tracking pixel’s ID',
});

const pixelTag = z
  .string({ error: fieldError(MUST_BE_TEXT, TAG) })
  .check(
    z.trim(),
    z.minLength(1, { error: fieldError(REQUIRED, TAG) }),
    z.maxLength(100, { error: fieldError(TOO_LONG, TAG, { max: 100 }) }),
  );

/** The tag check of one provider, as a message a marketer can act on, or null when it fits. */
export const pixelTagProblem = (type: PixelType, tag: string): string | null => {
  const provider = PIXEL_PROVIDERS[type];
  return provider.pattern.test(tag.trim())
    ? null
    : t(
        {
          defaultMessage: 'This does not look like a {provider} tag. {hint} Example: {example}',
          description:
            'Validation error of a tracking pixel’s tag. {provider}: a product name (Google Ads); {hint}: the tag’s format; {example}: a valid tag',
        },
        { provider: provider.label, hint: t(provider.hint), example: provider.example },
      );
};

export const pixelCreateSchema = z
  .strictObject({ type: pixelTypeSchema, name: label(NAME), tag: pixelTag })
  .check(
    z.superRefine((v, ctx) => {
      const problem = pixelTagProblem(v.type, v.tag);
      if (problem) ctx.addIssue({ code: 'custom', path: ['tag'], message: problem });
    }),
  );
export type PixelCreateInput = z.input<typeof pixelCreateSchema>;

/** The type is fixed after creation, so the tag is checked against the stored type. */
export const pixelUpdateSchema = z.strictObject({ name: z.optional(label(NAME)), tag: pixelTag });
export type PixelUpdateInput = z.input<typeof pixelUpdateSchema>;

// Responses and requests.

export const isPixelType = (type: string): type is PixelType =>
  Object.hasOwn(PIXEL_PROVIDERS, type);

export const pixelSchema = z.object({
  id: numericId(),
  /** A provider this dashboard does not know yet is kept as its raw name. */
  type: z.pipe(
    text(),
    z.transform((type: string) => type as PixelType | (string & {})),
  ),
  name: text(),
  tag: text(),
  date: text(),
});
export type Pixel = z.output<typeof pixelSchema>;

export const pixelListSchema = listEnvelope('pixels', pixelSchema);

export const getPixels = listRequest(pixelListSchema, '/api/pixels');
export const createPixel = createRequest(pixelCreateSchema, idResponse, '/api/pixel');
/** The contract does not show the answer; a message (maybe empty) is all we rely on. */
export const updatePixel = updateRequest(pixelUpdateSchema, messageResponse, '/api/pixel');
export const deletePixel = deleteRequest('/api/pixel');
