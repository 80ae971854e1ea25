import type { PublicUrls } from '../urls';
import { timestamp } from '../util';
import type { Db } from './connection';
import { ownedRows } from './owned-rows';

export interface CampaignRow {
  id: number;
  name: string;
  slug: string | null;
  public: number;
  links: number;
}

const COLUMNS = `c.id, c.name, c.slug, c.public,
  (SELECT COUNT(*) FROM links l WHERE l.campaign_id = c.id) AS links`;

export const campaignView = (urls: PublicUrls, row: CampaignRow) => ({
  id: row.id,
  name: row.name,
  public: row.public === 1,
  rotator: row.slug ? urls.rotator(row.slug) : (false as const),
  list: urls.campaignList(row.id),
  links: row.links,
});

export interface CampaignFields {
  name: string;
  slug: string | null;
  isPublic: boolean;
}

export const campaignsRepository = (db: Db) => {
  const owned = ownedRows<CampaignRow>(db, 'campaigns c', COLUMNS);
  const slugOwner = db
    .prepare<[string], number>('SELECT id FROM campaigns WHERE slug = ? COLLATE NOCASE')
    .pluck();
  const insert = db.prepare(
    'INSERT INTO campaigns (user_id, name, slug, public, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const update = db.prepare('UPDATE campaigns SET name = ?, slug = ?, public = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM campaigns WHERE id = ?');
  const bySlug = db.prepare<[string], { id: number; rotation: number; user_id: number }>(
    'SELECT id, rotation, user_id FROM campaigns WHERE slug = ? COLLATE NOCASE',
  );
  const bumpRotation = db.prepare('UPDATE campaigns SET rotation = rotation + 1 WHERE id = ?');
  const publicByRef = db.prepare<[number, string], { id: number; name: string }>(
    'SELECT id, name FROM campaigns WHERE public = 1 AND (id = ? OR slug = ? COLLATE NOCASE)',
  );

  return {
    ...owned,
    /** The id of the campaign whose rotator uses this slug, whoever owns it. */
    slugOwner: (slug: string): number | undefined => slugOwner.get(slug),
    create: (userId: number, fields: CampaignFields): number =>
      Number(
        insert.run(userId, fields.name, fields.slug, fields.isPublic ? 1 : 0, timestamp())
          .lastInsertRowid,
      ),
    update: (id: number, fields: CampaignFields): void => {
      update.run(fields.name, fields.slug, fields.isPublic ? 1 : 0, id);
    },
    /** Its links stay (their campaign_id is set to null). */
    remove: (id: number): void => {
      remove.run(id);
    },
    /** A rotator as a visitor opens it. */
    bySlug: (slug: string) => bySlug.get(slug),
    /** The rotator moves on to the next link. */
    rotate: (id: number): void => {
      bumpRotation.run(id);
    },
    /** A public campaign's list, by id or slug. */
    publicByRef: (ref: string) => publicByRef.get(/^\d{1,15}$/.test(ref) ? Number(ref) : -1, ref),
  };
};
