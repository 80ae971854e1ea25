import { createHmac } from 'node:crypto';
import Bowser from 'bowser';
import { timestamp } from './util';

/** What one scan or click tells us; never the raw IP address. */
export interface Visit {
  country: string;
  referrer: string;
  browser: string;
  os: string;
  /** HMAC of ip + user agent with a salt that changes every UTC day. */
  visitor: string;
  social: SocialNetwork | null;
  at: string;
}

export type VisitKind = 'q' | 's';
export type SocialNetwork = 'facebook' | 'twitter' | 'instagram' | 'linkedin';
export const SOCIAL_NETWORKS: SocialNetwork[] = ['facebook', 'twitter', 'instagram', 'linkedin'];

const SOCIAL_HOSTS: [string, SocialNetwork][] = [
  ['facebook.com', 'facebook'],
  ['fb.com', 'facebook'],
  ['fb.me', 'facebook'],
  ['twitter.com', 'twitter'],
  ['x.com', 'twitter'],
  ['t.co', 'twitter'],
  ['instagram.com', 'instagram'],
  ['linkedin.com', 'linkedin'],
  ['lnkd.in', 'linkedin'],
];

export const socialNetworkOf = (host: string): SocialNetwork | null =>
  SOCIAL_HOSTS.find(([domain]) => host === domain || host.endsWith(`.${domain}`))?.[1] ?? null;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A proxy's two-letter country header as a country name, else `Unknown`. */
export const countryOf = (header: string | undefined): string => {
  const code = header?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(code) || code === 'XX' || code === 'T1') return 'Unknown';
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return 'Unknown';
  }
};

export const referrerHostOf = (header: string | undefined): string => {
  if (!header) return 'Direct';
  try {
    const host = new URL(header).hostname.toLowerCase().replace(/^www\./, '');
    return host ? host.slice(0, 253) : 'Direct';
  } catch {
    return 'Direct';
  }
};

const clip = (value: string | undefined): string => (value?.trim() || 'Unknown').slice(0, 100);

const clients = new Map<string, { browser: string; os: string }>();

/** Browser and OS of a user agent; the last 1,000 are kept (a flood repeats a few). */
export const describeClient = (header: string): { browser: string; os: string } => {
  const userAgent = header.slice(0, 1000);
  const known = clients.get(userAgent);
  if (known) return known;
  const parsed = userAgent.trim() ? Bowser.parse(userAgent) : null;
  const client = {
    browser: parsed ? clip(parsed.browser.name) : 'Unknown',
    os: parsed ? clip(parsed.os.name) : 'Unknown',
  };
  if (clients.size >= 1000) clients.clear();
  clients.set(userAgent, client);
  return client;
};

export interface ClientInfo {
  ip: string;
  userAgent: string;
  referrer?: string;
  countryHeader?: string;
}

export const describeVisit = (client: ClientInfo, salt: Buffer, now = new Date()): Visit => {
  const referrer = referrerHostOf(client.referrer);
  return {
    country: countryOf(client.countryHeader),
    referrer,
    ...describeClient(client.userAgent),
    visitor: createHmac('sha256', salt)
      .update(`${client.ip}\n${client.userAgent}`)
      .digest('base64url')
      .slice(0, 22),
    social: referrer === 'Direct' ? null : socialNetworkOf(referrer),
    at: timestamp(now),
  };
};
