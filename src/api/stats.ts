import { z } from 'zod/mini';
import { count, countMap, isRecord, pick, preprocess } from './envelope';

/**
 * The statistics block the API sends for one short link (`GET /api/url/:id`) and one QR code
 * (`GET /api/qr/:id`): the same shape for both. A `top*` map that an instance leaves out (real
 * ones do when it is empty) reads as an empty map.
 */
export const statsSchema = preprocess(
  (v) => (isRecord(v) ? { ...v, uniqueClicks: pick(v, ['uniqueClicks', 'uniqueclicks']) } : v),
  z.object({
    clicks: count(),
    uniqueClicks: count(),
    topCountries: countMap(),
    topReferrers: countMap(),
    topBrowsers: countMap(),
    topOs: countMap(),
    /** facebook, twitter, instagram, and whatever else the instance counts (linkedin). */
    socialCount: countMap(),
  }),
);
export type Stats = z.output<typeof statsSchema>;

/** The breakdowns of a statistics block (every `{label: count}` map). */
export type StatsBreakdown = Exclude<keyof Stats, 'clicks' | 'uniqueClicks'>;
