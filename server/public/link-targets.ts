import { countryCode, isAppLink, type Device } from '../../src/api/link-options';
import type { LinkRouting } from '../db/links-repository';
import { countryOf, describeClient, type ClientInfo } from '../visits';

/** What the request tells about the visitor that a target can choose by. */
export interface Visitor {
  /** ISO code, from the proxy's country header (the same lookup the statistics use). */
  country: string | null;
  device: Device | null;
  /** Primary language codes from Accept-Language, most preferred first. */
  languages: string[];
}

/** The device of a User-Agent, in the list a device target names (src/api/link-options.ts). */
export const deviceOf = (userAgent: string): Device | null => {
  switch (describeClient(userAgent).os) {
    case 'iOS':
      return /\biPad\b/.test(userAgent) ? 'iPad' : 'iPhone';
    case 'Android':
      return 'Android';
    case 'Windows':
      return 'Windows';
    case 'macOS':
      return 'Mac';
    case 'Linux':
      return 'Linux';
    case 'Chrome OS':
      return 'ChromeOS';
    default:
      return null;
  }
};

/** `fr-CH, fr;q=0.9, en;q=0.8` → `['fr', 'en']`: primary codes by preference, q=0 left out. */
export const languagesOf = (header: string | undefined): string[] => {
  const ranked = (header ?? '')
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => p.startsWith('q='));
      return {
        code: tag.split('-')[0].toLowerCase(),
        weight: q === undefined ? 1 : Number(q.slice(2)),
        index,
      };
    })
    .filter(({ code, weight }) => /^[a-z]{2}$/.test(code) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return [...new Set(ranked.map(({ code }) => code))];
};

/** Whom a link with no targets and no deep link sends anywhere: nobody needs to be told apart. */
const ANY_VISITOR: Visitor = { country: null, device: null, languages: [] };

/** What the link's targets choose by; worked out only for links that have any (most have none). */
export const visitorOf = (
  routing: LinkRouting,
  client: ClientInfo,
  acceptLanguage: string | undefined,
): Visitor =>
  routing.deeplink ||
  routing.geotarget.length ||
  routing.devicetarget.length ||
  routing.languagetarget.length
    ? {
        country: countryCode(countryOf(client.countryHeader)),
        device: deviceOf(client.userAgent),
        languages: languagesOf(acceptLanguage),
      }
    : ANY_VISITOR;

/**
 * The app link for the visitor's platform (iPhone/iPad → apple, Android → google), if set and
 * still allowed by the input rule: one saved under an older, looser rule is never followed.
 */
export const appLinkFor = (routing: LinkRouting, visitor: Visitor): string | null => {
  const deeplink = routing.deeplink;
  if (!deeplink) return null;
  const link =
    visitor.device === 'iPhone' || visitor.device === 'iPad'
      ? deeplink.apple
      : visitor.device === 'Android'
        ? deeplink.google
        : '';
  return link && isAppLink(link) ? link : null;
};

/**
 * Where a visitor goes on the web: the first matching country target, else device target, else
 * language target (in the visitor's order of preference), else the destination; then the
 * link's parameters are set on that address.
 */
export const webDestinationFor = (url: string, routing: LinkRouting, visitor: Visitor): string => {
  const target =
    routing.geotarget.find((t) => t.location === visitor.country)?.link ??
    routing.devicetarget.find((t) => t.device === visitor.device)?.link ??
    visitor.languages
      .map((code) => routing.languagetarget.find((t) => t.language === code)?.link)
      .find((link) => link !== undefined) ??
    url;
  if (routing.parameters.length === 0) return target;
  const address = new URL(target);
  for (const { name, value } of routing.parameters) address.searchParams.set(name, value);
  return address.href;
};

/** Link-preview fetchers of social networks and chat apps (not search engines, not people). */
const PREVIEW_CRAWLERS =
  /facebookexternalhit|facebot|twitterbot|linkedinbot|slackbot|slack-imgproxy|discordbot|telegrambot|whatsapp\/|pinterestbot|redditbot|applebot|skypeuripreview|embedly|iframely|vkshare|mastodon\/|bluesky|cardyb|tumblr/i;

export const isPreviewCrawler = (userAgent: string): boolean =>
  PREVIEW_CRAWLERS.test(userAgent.slice(0, 1000));
