import { describe, expect, it } from 'vitest';
import { setUp } from '../test-helpers';
import { seedDemoData } from './demo-data';

const TABLES = [
  'domains',
  'links',
  'campaigns',
  'overlays',
  'splash_pages',
  'bio_pages',
  'pixels',
  'qr_codes',
  'channels',
] as const;

describe('demo data', () => {
  it('is created in date order, so ids and creation dates agree in every list', async () => {
    const { db, user } = setUp();
    const demo = user();
    seedDemoData(db, demo.id);
    for (const table of TABLES) {
      const dates = db
        .prepare<[number], string>(`SELECT created_at FROM ${table} WHERE user_id = ? ORDER BY id`)
        .pluck()
        .all(demo.id);
      expect(dates.length, table).toBeGreaterThan(1);
      expect(dates, table).toEqual([...dates].sort());
    }
    const newestFirst = (await demo.call('GET', '/api/urls?limit=100')).json.data.urls.map(
      (link: { id: number }) => link.id,
    );
    expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));
  });

  it('has uneven totals, and no visit before its link or code was created', () => {
    const { db, user } = setUp();
    const demo = user();
    seedDemoData(db, demo.id);
    const total = (sql: string) => db.prepare<[number], number>(sql).pluck().get(demo.id) ?? 0;
    const clicks = total('SELECT SUM(clicks) FROM links WHERE user_id = ?');
    const scans = total('SELECT SUM(scans) FROM qr_codes WHERE user_id = ?');
    expect(clicks).toBeGreaterThan(500);
    expect(scans).toBeGreaterThan(clicks);
    for (const sum of [clicks, scans]) expect(sum % 100, `${sum} looks made up`).not.toBe(0);
    expect(scans % clicks).not.toBe(0);
    const early = db
      .prepare<[number, number], number>(
        `SELECT COUNT(*) FROM visits v
         LEFT JOIN links l ON v.kind = 's' AND l.id = v.target_id
         LEFT JOIN qr_codes q ON v.kind = 'q' AND q.id = v.target_id
         WHERE (l.user_id = ? AND v.created_at < l.created_at)
            OR (q.user_id = ? AND v.created_at < q.created_at)`,
      )
      .pluck()
      .get(demo.id, demo.id);
    expect(early).toBe(0);
  });
});
