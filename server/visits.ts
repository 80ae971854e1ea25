import { createHmac, randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import type { Db } from './db/connection';
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

export const describeClient = (userAgent: string): { browser: string; os: string } => {
  if (!userAgent.trim()) return { browser: 'Unknown', os: 'Unknown' };
  const parsed = Bowser.parse(userAgent.slice(0, 1000));
  return { browser: clip(parsed.browser.name), os: clip(parsed.os.name) };
};

/** The salt of the current UTC day: created on first use, older days' salts deleted. */
export const dailySalt = (db: Db) => {
  const get = db.prepare<[string], Buffer>('SELECT salt FROM visitor_salts WHERE day = ?').pluck();
  const put = db.prepare('INSERT OR IGNORE INTO visitor_salts (day, salt) VALUES (?, ?)');
  const prune = db.prepare('DELETE FROM visitor_salts WHERE day < ?');
  let cached: { day: string; salt: Buffer } | null = null;
  return (now = new Date()): Buffer => {
    const day = now.toISOString().slice(0, 10);
    if (cached?.day === day) return cached.salt;
    const salt = db.transaction(() => {
      put.run(day, randomBytes(32));
      prune.run(day);
      return get.get(day) as Buffer;
    })();
    cached = { day, salt };
    return salt;
  };
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

/** Records a visit and its aggregates in one transaction, so statistics never read the log. */
export const visitRecorder = (db: Db) => {
  const log = db.prepare(
    `INSERT INTO visits (kind, target_id, created_at, country, referrer, browser, os, visitor)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const count = db.prepare(
    `INSERT INTO visit_counts (kind, target_id, dimension, label, count) VALUES (?, ?, ?, ?, 1)
     ON CONFLICT (kind, target_id, dimension, label) DO UPDATE SET count = count + 1`,
  );
  const unique = db.prepare(
    'INSERT OR IGNORE INTO visit_uniques (kind, target_id, visitor) VALUES (?, ?, ?)',
  );
  const counters = {
    q: db.prepare(
      'UPDATE qr_codes SET scans = scans + 1, unique_scans = unique_scans + ? WHERE id = ?',
    ),
    s: db.prepare(
      'UPDATE links SET clicks = clicks + 1, unique_clicks = unique_clicks + ? WHERE id = ?',
    ),
  };
  return db.transaction((kind: VisitKind, targetId: number, visit: Visit) => {
    log.run(
      kind,
      targetId,
      visit.at,
      visit.country,
      visit.referrer,
      visit.browser,
      visit.os,
      visit.visitor,
    );
    count.run(kind, targetId, 'country', visit.country);
    count.run(kind, targetId, 'referrer', visit.referrer);
    count.run(kind, targetId, 'browser', visit.browser);
    count.run(kind, targetId, 'os', visit.os);
    if (visit.social) count.run(kind, targetId, 'social', visit.social);
    const isNew = unique.run(kind, targetId, visit.visitor).changes;
    counters[kind].run(isNew, targetId);
  });
};

/** Removes everything recorded about one QR code or link. */
export const forgetVisits = (db: Db, kind: VisitKind, targetId: number): void => {
  db.prepare('DELETE FROM visits WHERE kind = ? AND target_id = ?').run(kind, targetId);
  db.prepare('DELETE FROM visit_counts WHERE kind = ? AND target_id = ?').run(kind, targetId);
  db.prepare('DELETE FROM visit_uniques WHERE kind = ? AND target_id = ?').run(kind, targetId);
};

const DIMENSIONS = {
  topCountries: 'country',
  topReferrers: 'referrer',
  topBrowsers: 'browser',
  topOs: 'os',
} as const;

/** The contract's statistics block, read from the aggregates only (top 10 per dimension). */
export const statsReader = (db: Db) => {
  const top = db.prepare<[VisitKind, number, string], { label: string; count: number }>(
    `SELECT label, count FROM visit_counts WHERE kind = ? AND target_id = ? AND dimension = ?
     ORDER BY count DESC, label LIMIT 10`,
  );
  return (kind: VisitKind, targetId: number, clicks: number, uniqueClicks: number) => {
    const tops = Object.fromEntries(
      Object.entries(DIMENSIONS).map(([key, dimension]) => [
        key,
        Object.fromEntries(
          top.all(kind, targetId, dimension).map((r) => [r.label, String(r.count)]),
        ),
      ]),
    ) as Record<keyof typeof DIMENSIONS, Record<string, string>>;
    const social = Object.fromEntries(
      top.all(kind, targetId, 'social').map((r) => [r.label, r.count]),
    );
    return {
      clicks,
      uniqueClicks,
      ...tops,
      socialCount: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, social[n] ?? 0])) as Record<
        SocialNetwork,
        number
      >,
    };
  };
};
