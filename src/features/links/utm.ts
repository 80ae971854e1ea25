import { z } from 'zod/mini';
import { t } from '../../lib/i18n';
import { toSafeHttpUrl } from '../../lib/safe-url';

/** The five UTM parameters, in the order analytics tools list them. */
export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type UtmValues = Record<UtmField, string>;

export const emptyUtm = (): UtmValues => ({
  source: '',
  medium: '',
  campaign: '',
  term: '',
  content: '',
});

const UTM_KEY = /^utm_(source|medium|campaign|term|content)$/;

const decodePart = (part: string): string => {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
};

/** `base?query#hash` split by hand, so the parts we do not touch keep their exact spelling. */
const splitUrl = (url: string) => {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {
    base: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    parts:
      queryAt === -1
        ? []
        : beforeHash
            .slice(queryAt + 1)
            .split('&')
            .filter(Boolean),
    hash,
  };
};

const keyOf = (part: string) => decodePart(part.split('=', 1)[0]);

/** The UTM parameters a destination carries (the first of each), '' for the missing ones. */
export const readUtm = (url: string): UtmValues => {
  const values = emptyUtm();
  const seen = new Set<string>();
  for (const part of splitUrl(url.trim()).parts) {
    const match = UTM_KEY.exec(keyOf(part));
    if (!match || seen.has(match[1])) continue;
    seen.add(match[1]);
    const field = UTM_FIELDS.find((name) => name === match[1]);
    if (field) values[field] = decodePart(part.slice(part.indexOf('=') + 1 || part.length));
  }
  return values;
};

export const hasUtm = (utm: UtmValues): boolean => UTM_FIELDS.some((field) => utm[field] !== '');

/**
 * The destination with exactly these UTM parameters (empty ones removed), after its other query
 * parameters, which keep their spelling; the #fragment stays last. Null when the destination is
 * not a full http(s) address yet.
 */
export const withUtm = (url: string, utm: UtmValues): string | null => {
  const trimmed = url.trim();
  if (!toSafeHttpUrl(trimmed)) return null;
  const { base, parts, hash } = splitUrl(trimmed);
  const kept = parts.filter((part) => !UTM_KEY.test(keyOf(part)));
  const added = UTM_FIELDS.filter((field) => utm[field] !== '').map(
    (field) => `utm_${field}=${encodeURIComponent(utm[field])}`,
  );
  const query = [...kept, ...added].join('&');
  return `${base}${query ? `?${query}` : ''}${hash}`;
};

/**
 * House rules for UTM values: analytics tools count "Email" and "email" apart, and spaces turn
 * into %20 or + depending on the tool; a campaign without source and medium is not attributed.
 */
export const lintUtm = (utm: UtmValues): Partial<Record<UtmField, string>> => {
  const problems: Partial<Record<UtmField, string>> = {};
  for (const field of UTM_FIELDS) {
    const value = utm[field];
    if (/\s/.test(value))
      problems[field] = t({ defaultMessage: 'No spaces: use - or _ between words.' });
    else if (value !== value.toLowerCase())
      problems[field] = t({ defaultMessage: 'Use lowercase letters only.' });
  }
  if (hasUtm(utm)) {
    if (!utm.source)
      problems.source ??= t({ defaultMessage: 'Source is needed once any UTM parameter is set.' });
    if (!utm.medium)
      problems.medium ??= t({ defaultMessage: 'Medium is needed once any UTM parameter is set.' });
  }
  return problems;
};

/** A value as `lintUtm` wants it: "Autumn Menu 2026" → "autumn-menu-2026". */
export const toUtmSlug = (value: string): string =>
  value.trim().toLowerCase().replace(/\s+/g, '-').replace(/-{2,}/g, '-');

/** True when a destination's UTM parameters break a rule of `lintUtm`. */
export const hasUtmProblems = (url: string): boolean =>
  Object.keys(lintUtm(readUtm(url))).length > 0;

/** A saved set of UTM values, kept per account on this device. */
export const utmTemplateSchema = z.object({
  name: z.string(),
  utm: z.object({
    source: z.string(),
    medium: z.string(),
    campaign: z.string(),
    term: z.string(),
    content: z.string(),
  }),
});
export type UtmTemplate = z.output<typeof utmTemplateSchema>;

/** Saving under an existing name replaces it; names sort alphabetically. */
export const upsertTemplate = (
  templates: readonly UtmTemplate[],
  next: UtmTemplate,
): UtmTemplate[] =>
  [...templates.filter((template) => template.name !== next.name), next].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
