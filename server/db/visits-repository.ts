import { randomBytes } from 'node:crypto';
import { SOCIAL_NETWORKS, type SocialNetwork, type Visit, type VisitKind } from '../visits';
import type { Statement } from 'better-sqlite3';
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

/** One visit to write: what it tells, and what it visited. */
export interface RecordedVisit {
  kind: VisitKind;
  targetId: number;
  visit: Visit;
}

const dimensionsOf = (visit: Visit): [string, string][] => [
  ['country', visit.country],
  ['referrer', visit.referrer],
  ['browser', visit.browser],
  ['os', visit.os],
  ...(visit.social ? [['social', visit.social] as [string, string]] : []),
];

/**
 * Writes a batch of visits and their aggregates in one transaction, so statistics never read the
 * log. Counts are summed per target and label before they are written (a flood at one link is a
 * handful of statements per batch), and visits of a target deleted meanwhile are dropped.
 */
export const visitWriter = (db: Db) => {
  const log = db.prepare(
    `INSERT INTO visits (kind, target_id, created_at, country, referrer, browser, os, visitor)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const count = db.prepare(
    `INSERT INTO visit_counts (kind, target_id, dimension, label, count) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (kind, target_id, dimension, label) DO UPDATE SET count = count + excluded.count`,
  );
  const unique = db.prepare(
    'INSERT OR IGNORE INTO visit_uniques (kind, target_id, visitor) VALUES (?, ?, ?)',
  );
  const counters = {
    q: db.prepare(
      'UPDATE qr_codes SET scans = scans + ?, unique_scans = unique_scans + ? WHERE id = ?',
    ),
    s: db.prepare(
      'UPDATE links SET clicks = clicks + ?, unique_clicks = unique_clicks + ? WHERE id = ?',
    ),
  };
  const exists = {
    q: db.prepare<[number], number>('SELECT 1 FROM qr_codes WHERE id = ?').pluck(),
    s: db.prepare<[number], number>('SELECT 1 FROM links WHERE id = ?').pluck(),
  };
  // A batch's commit does not wait for the disk: it survives kill -9 (the WAL is in the OS's
  // cache), and the next API write or checkpoint syncs it (docs/decisions/0024-server-visit-batches.md).
  // (SQLite refuses to even prepare these inside a transaction: prepared on first use.)
  let sync: { relaxed: Statement; strict: Statement } | null = null;
  const writeBatch = db.transaction((batch: readonly RecordedVisit[]) => {
    const byTarget = new Map<string, RecordedVisit[]>();
    for (const item of batch) {
      const key = `${item.kind}${item.targetId}`;
      const visits = byTarget.get(key);
      if (visits) visits.push(item);
      else byTarget.set(key, [item]);
    }
    for (const visits of byTarget.values()) {
      const { kind, targetId } = visits[0];
      if (exists[kind].get(targetId) === undefined) continue;
      const counts = new Map<string, Map<string, number>>();
      let fresh = 0;
      for (const { visit } of visits) {
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
        for (const [dimension, label] of dimensionsOf(visit)) {
          const labels = counts.get(dimension) ?? new Map<string, number>();
          labels.set(label, (labels.get(label) ?? 0) + 1);
          counts.set(dimension, labels);
        }
        fresh += unique.run(kind, targetId, visit.visitor).changes;
      }
      for (const [dimension, labels] of counts)
        for (const [label, n] of labels) count.run(kind, targetId, dimension, label, n);
      counters[kind].run(visits.length, fresh, targetId);
    }
  });
  return (batch: readonly RecordedVisit[]): void => {
    if (db.inTransaction) return writeBatch(batch);
    sync ??= {
      relaxed: db.prepare('PRAGMA synchronous = NORMAL'),
      strict: db.prepare('PRAGMA synchronous = FULL'),
    };
    sync.relaxed.run();
    try {
      writeBatch(batch);
    } finally {
      sync.strict.run();
    }
  };
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
  write: visitWriter(db),
  stats: statsReader(db),
});
