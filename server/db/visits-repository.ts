import { randomBytes } from 'node:crypto';
import { SOCIAL_NETWORKS, type SocialNetwork, type Visit, type VisitKind } from '../visits';
import type { Db } from './connection';

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

/** Recording visits and reading their statistics; the link and QR repositories forget them. */
export const visitsRepository = (db: Db) => ({
  salt: dailySalt(db),
  record: visitRecorder(db),
  stats: statsReader(db),
});
