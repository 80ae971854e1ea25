import type { Pagination } from '../../src/api/fields';
import type { LinkOrder } from '../../src/api/links';
import type { PublicUrls } from '../urls';
import { timestamp } from '../util';
import { forgetVisits } from './visits-repository';
import type { Db } from './connection';
import type { RowPage } from './owned-rows';

export interface LinkRow {
  id: number;
  alias: string;
  url: string;
  title: string;
  description: string;
  branded: string | null;
  clicks: number;
  unique_clicks: number;
  created_at: string;
}

const COLUMNS = `l.id, l.alias, l.url, l.title, l.description, d.domain AS branded,
  l.clicks, l.unique_clicks, l.created_at`;
const FROM = 'links l LEFT JOIN domains d ON d.id = l.domain_id';
const SEARCH = `l.user_id = ? AND (? = '' OR l.url LIKE ? ESCAPE '\\' OR l.alias LIKE ? ESCAPE '\\'
  OR l.title LIKE ? ESCAPE '\\' OR l.description LIKE ? ESCAPE '\\')`;

/** A link as real instances list it. */
export const linkView = (urls: PublicUrls, row: LinkRow) => ({
  id: row.id,
  alias: row.alias,
  shorturl: urls.shortLink(row.alias, row.branded),
  longurl: row.url,
  clicks: row.clicks,
  uniqueclicks: row.unique_clicks,
  title: row.title,
  description: row.description,
  date: row.created_at,
});

export interface LinkFields {
  alias: string;
  url: string;
  title: string;
  description: string;
}

export const linksRepository = (db: Db) => {
  const own = db.prepare<[number, number], LinkRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE l.id = ? AND l.user_id = ?`,
  );
  const aliasOwner = db.prepare<[string], number>('SELECT id FROM links WHERE alias = ?').pluck();
  const searchCount = db
    .prepare<unknown[], number>(`SELECT COUNT(*) FROM links l WHERE ${SEARCH}`)
    .pluck();
  const searchPage = (order: string) =>
    db.prepare<unknown[], LinkRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE ${SEARCH} ORDER BY ${order} LIMIT ? OFFSET ?`,
    );
  const newestFirst = searchPage('l.id DESC');
  const mostClicked = searchPage('l.clicks DESC, l.id DESC');
  const insert = db.prepare(
    `INSERT INTO links (user_id, alias, url, title, description, domain_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  // domain_id changes only when the update names a domain (null clears it).
  const update = db.prepare(
    `UPDATE links SET url = ?, alias = ?, title = ?, description = ?,
     domain_id = CASE WHEN ? THEN ? ELSE domain_id END WHERE id = ?`,
  );
  const unassign = db.prepare(
    "DELETE FROM channel_items WHERE item_type = 'links' AND item_id = ?",
  );
  const remove = db.prepare('DELETE FROM links WHERE id = ?');
  const moveToCampaign = db.prepare(
    'UPDATE links SET campaign_id = ? WHERE id = ? AND user_id = ?',
  );
  const inCampaign = db.prepare<[number], LinkRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE l.campaign_id = ? ORDER BY l.id`,
  );
  const byAlias = db.prepare<[string], { id: number; url: string; user_id: number }>(
    'SELECT id, url, user_id FROM links WHERE alias = ?',
  );
  const byAliasOf = db.prepare<[string, number], { id: number; url: string }>(
    'SELECT id, url FROM links WHERE alias = ? AND user_id = ?',
  );

  return {
    own: (id: number, userId: number): LinkRow | undefined => own.get(id, userId),
    /** The id of the link that uses this alias, whoever owns it. */
    aliasOwner: (alias: string): number | undefined => aliasOwner.get(alias),
    /** The user's links whose address, alias, title or description contains `q`. */
    search: (
      userId: number,
      q: string,
      order: LinkOrder | undefined,
      { page, limit }: Pagination,
    ): RowPage<LinkRow> => {
      const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      const params = [userId, q, like, like, like, like];
      const rows = (order === 'click' ? mostClicked : newestFirst).all(
        ...params,
        limit,
        (page - 1) * limit,
      );
      return { rows, total: searchCount.get(...params) ?? 0 };
    },
    create: (userId: number, fields: LinkFields, domainId: number | null): number =>
      Number(
        insert.run(
          userId,
          fields.alias,
          fields.url,
          fields.title,
          fields.description,
          domainId,
          timestamp(),
        ).lastInsertRowid,
      ),
    /** `domainId` undefined keeps the link's domain. */
    update: (id: number, fields: LinkFields, domainId: number | null | undefined): void => {
      update.run(
        fields.url,
        fields.alias,
        fields.title,
        fields.description,
        domainId === undefined ? 0 : 1,
        domainId ?? null,
        id,
      );
    },
    /** The link, its channel memberships and everything recorded about its clicks. */
    remove: db.transaction((id: number) => {
      unassign.run(id);
      forgetVisits(db, 's', id);
      remove.run(id);
    }),
    /** Whether the user's link moved into the campaign (false: the user has no such link). */
    moveToCampaign: (campaignId: number, linkId: number, userId: number): boolean =>
      moveToCampaign.run(campaignId, linkId, userId).changes > 0,
    inCampaign: (campaignId: number): LinkRow[] => inCampaign.all(campaignId),
    /** A short link as a visitor opens it, whoever owns it. */
    byAlias: (alias: string) => byAlias.get(alias),
    /** A short link on one user's branded domain. */
    byAliasOf: (alias: string, userId: number) => byAliasOf.get(alias, userId),
  };
};
