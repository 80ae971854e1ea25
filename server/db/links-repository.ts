import type { Pagination } from '../../src/api/fields';
import type { LinkStatus, LinkWithOptions } from '../../src/api/link-options';
import type { LinkOrder } from '../../src/api/links';
import type { PixelType } from '../../src/api/pixels';
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
  status: LinkStatus;
  /** 1 when a password is set; the hash itself never leaves the visit path. */
  has_password: number;
  expiry: string | null;
  redirect_type: string;
  meta_description: string;
  meta_image: string;
  routing: string;
  campaign_id: number | null;
}

type Rows<K extends keyof LinkWithOptions> = NonNullable<LinkWithOptions[K]>;

/** Where a link sends a visitor besides its destination: stored as JSON data, never markup. */
export interface LinkRouting {
  deeplink: { auto: boolean; apple: string; google: string } | null;
  geotarget: Rows<'geotarget'>;
  devicetarget: Rows<'devicetarget'>;
  languagetarget: Rows<'languagetarget'>;
  parameters: Rows<'parameters'>;
}

const NO_ROUTING: LinkRouting = {
  deeplink: null,
  geotarget: [],
  devicetarget: [],
  languagetarget: [],
  parameters: [],
};

/** The stored JSON, with every key present (rows written before a key existed lack it). */
export const parseRouting = (text: string): LinkRouting => {
  try {
    const value = JSON.parse(text) as Partial<LinkRouting>;
    return { ...NO_ROUTING, ...value };
  } catch {
    return NO_ROUTING;
  }
};

const COLUMNS = `l.id, l.alias, l.url, l.title, l.description, d.domain AS branded,
  l.clicks, l.unique_clicks, l.created_at, l.status, l.password_hash IS NOT NULL AS has_password,
  l.expiry, l.redirect_type, l.meta_description, l.meta_image, l.routing, l.campaign_id`;
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

/** Every option of a link, as `GET /api/url/:id` reports it: the password only as set or not. */
export const linkOptionsView = (
  row: LinkRow,
  related: { pixels: number[]; channels: number[] },
) => ({
  status: row.status,
  password: row.has_password === 1,
  expiry: row.expiry,
  type: row.redirect_type,
  metadescription: row.meta_description,
  metaimage: row.meta_image,
  pixels: related.pixels,
  campaign: row.campaign_id,
  channels: related.channels,
  ...parseRouting(row.routing),
});

/** A link's stored values. */
export interface LinkFields {
  alias: string;
  url: string;
  title: string;
  description: string;
  status: LinkStatus;
  passwordHash: string | null;
  expiry: string | null;
  redirectType: string;
  metaDescription: string;
  metaImage: string;
  campaignId: number | null;
  routing: LinkRouting;
}

/** What a create or update changes: routing key by key. */
export type LinkChanges = Partial<Omit<LinkFields, 'routing'>> & { routing?: Partial<LinkRouting> };

/**
 * What an input changes, as stored values (undefined: unchanged). The password arrives only as
 * its hash; a deep link with neither address is none.
 */
export const linkChanges = (
  input: Partial<LinkWithOptions>,
  passwordHash: string | null | undefined,
): LinkChanges => {
  const { deeplink, expiry } = input;
  const apple = deeplink?.apple ?? '';
  const google = deeplink?.google ?? '';
  return {
    title: input.metatitle,
    description: input.description,
    status: input.status,
    passwordHash,
    expiry: expiry === undefined ? undefined : expiry || null,
    redirectType: input.type,
    metaDescription: input.metadescription,
    metaImage: input.metaimage,
    campaignId: input.campaign,
    routing: {
      deeplink:
        deeplink === undefined
          ? undefined
          : apple || google
            ? { auto: deeplink?.auto === true, apple, google }
            : null,
      geotarget: input.geotarget,
      devicetarget: input.devicetarget,
      languagetarget: input.languagetarget,
      parameters: input.parameters,
    },
  };
};

/** A short link as a visitor opens it: everything the public side needs, and its owner. */
export interface VisitRow {
  id: number;
  user_id: number;
  alias: string;
  url: string;
  branded: string | null;
  title: string;
  meta_description: string;
  meta_image: string;
  password_hash: string | null;
  expiry: string | null;
  redirect_type: string;
  routing: string;
}

const VISIT_COLUMNS = `l.id, l.user_id, l.alias, l.url, d.domain AS branded, l.title,
  l.meta_description, l.meta_image, l.password_hash, l.expiry, l.redirect_type, l.routing`;

/** Undefined values left out, so a spread keeps what is stored. */
const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export const linksRepository = (db: Db) => {
  const own = db.prepare<[number, number], LinkRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE l.id = ? AND l.user_id = ?`,
  );
  const aliasOwner = db.prepare<[string], number>('SELECT id FROM links WHERE alias = ?').pluck();
  // Aliases are ASCII (letters, digits, - and _), which NOCASE folds; links_alias_nocase serves it.
  const lookAlike = db
    .prepare<[string, number], number>(
      'SELECT id FROM links WHERE alias = ? COLLATE NOCASE AND id != ? LIMIT 1',
    )
    .pluck();
  const searchCount = db
    .prepare<unknown[], number>(`SELECT COUNT(*) FROM links l WHERE ${SEARCH}`)
    .pluck();
  const searchPage = (order: string) =>
    db.prepare<unknown[], LinkRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE ${SEARCH} ORDER BY ${order} LIMIT ? OFFSET ?`,
    );
  // "Newest first" is by creation date; links created in the same second, newest id first.
  const newestFirst = searchPage('l.created_at DESC, l.id DESC');
  const mostClicked = searchPage('l.clicks DESC, l.id DESC');
  const insert = db.prepare(
    `INSERT INTO links (user_id, alias, url, title, description, domain_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const stored = db.prepare<[number], Omit<LinkFields, 'routing'> & { routing: string }>(
    `SELECT alias, url, title, description, status, password_hash AS passwordHash, expiry,
     redirect_type AS redirectType, meta_description AS metaDescription, meta_image AS metaImage,
     campaign_id AS campaignId, routing FROM links WHERE id = ?`,
  );
  // domain_id changes only when the update names a domain (null clears it).
  const update = db.prepare(
    `UPDATE links SET url = ?, alias = ?, title = ?, description = ?, status = ?, password_hash = ?,
     expiry = ?, redirect_type = ?, meta_description = ?, meta_image = ?, campaign_id = ?,
     routing = ?, domain_id = CASE WHEN ? THEN ? ELSE domain_id END WHERE id = ?`,
  );
  const clearPixels = db.prepare('DELETE FROM link_pixels WHERE link_id = ?');
  const addPixel = db.prepare(
    'INSERT INTO link_pixels (link_id, pixel_id, position) VALUES (?, ?, ?)',
  );
  const pixelIds = db
    .prepare<[number], number>(
      'SELECT pixel_id FROM link_pixels WHERE link_id = ? ORDER BY position',
    )
    .pluck();
  const channelIds = db
    .prepare<[number], number>(
      "SELECT channel_id FROM channel_items WHERE item_type = 'links' AND item_id = ? ORDER BY channel_id",
    )
    .pluck();
  const visitPixels = db.prepare<[number], { type: PixelType; tag: string }>(
    `SELECT p.type, p.tag FROM link_pixels lp JOIN pixels p ON p.id = lp.pixel_id
     WHERE lp.link_id = ? ORDER BY lp.position`,
  );
  /** Writes every stored value of a link (after create's insert, or merged with an update). */
  const write = (
    id: number,
    changes: LinkChanges,
    domainId: number | null | undefined,
    pixels: number[] | undefined,
  ) => {
    const row = stored.get(id);
    if (!row) return;
    const { routing, ...current } = row;
    const next = {
      ...current,
      ...defined(changes),
      routing: { ...parseRouting(routing), ...defined(changes.routing ?? {}) },
    };
    update.run(
      next.url,
      next.alias,
      next.title,
      next.description,
      next.status,
      next.passwordHash,
      next.expiry,
      next.redirectType,
      next.metaDescription,
      next.metaImage,
      next.campaignId,
      JSON.stringify(next.routing),
      domainId === undefined ? 0 : 1,
      domainId ?? null,
      id,
    );
    if (pixels === undefined) return;
    clearPixels.run(id);
    pixels.forEach((pixelId, position) => addPixel.run(id, pixelId, position));
  };
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
  const byAlias = db.prepare<[string], VisitRow>(
    `SELECT ${VISIT_COLUMNS} FROM ${FROM} WHERE l.alias = ?`,
  );
  const byAliasOf = db.prepare<[string, number], VisitRow>(
    `SELECT ${VISIT_COLUMNS} FROM ${FROM} WHERE l.alias = ? AND l.user_id = ?`,
  );
  const forVisit = db.prepare<[number], VisitRow>(
    `SELECT ${VISIT_COLUMNS} FROM ${FROM} WHERE l.id = ?`,
  );

  return {
    own: (id: number, userId: number): LinkRow | undefined => own.get(id, userId),
    /** The id of the link that uses this alias, whoever owns it. */
    aliasOwner: (alias: string): number | undefined => aliasOwner.get(alias),
    /** A link other than `exceptId` whose alias is this one in other letter case (or the same). */
    lookAlike: (alias: string, exceptId = 0): number | undefined => lookAlike.get(alias, exceptId),
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
    /** A new link with these values (the rest as the columns' defaults) and pixels, in one go. */
    create: db.transaction(
      (
        userId: number,
        changes: LinkChanges & Pick<LinkFields, 'alias' | 'url'>,
        domainId: number | null,
        pixels: number[] = [],
      ): number => {
        const id = Number(
          insert.run(userId, changes.alias, changes.url, '', '', domainId, timestamp())
            .lastInsertRowid,
        );
        write(id, changes, undefined, pixels);
        return id;
      },
    ),
    /**
     * Changes only what `changes` holds (routing key by key); `domainId` undefined keeps the
     * link's domain, `pixels` undefined its pixels.
     */
    update: db.transaction(
      (id: number, changes: LinkChanges, domainId?: number | null, pixels?: number[]): void => {
        write(id, changes, domainId, pixels);
      },
    ),
    /** The ids of the link's pixels and channels, for its options. */
    related: (id: number) => ({ pixels: pixelIds.all(id), channels: channelIds.all(id) }),
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
    byAlias: (alias: string): VisitRow | undefined => byAlias.get(alias),
    /** A short link on one user's branded domain. */
    byAliasOf: (alias: string, userId: number): VisitRow | undefined =>
      byAliasOf.get(alias, userId),
    /** A link a rotator picked, as a visitor opens it. */
    forVisit: (id: number): VisitRow | undefined => forVisit.get(id),
    /** The provider and tag of each pixel a visit of the link fires, in the owner's order. */
    pixelsOf: (id: number) => visitPixels.all(id),
  };
};
