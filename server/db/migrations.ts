import type { Database } from 'better-sqlite3';

/** Versioned schema changes, applied in order, each once, each in its own transaction. */
export const MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT,
  status TEXT NOT NULL DEFAULT 'free',
  expires TEXT,
  registered TEXT NOT NULL,
  is_demo INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE api_keys (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at INTEGER,
  revoked_at TEXT
);
CREATE TABLE domains (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  domain TEXT NOT NULL UNIQUE,
  host TEXT NOT NULL UNIQUE,
  redirectroot TEXT NOT NULL DEFAULT '',
  redirect404 TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX domains_user ON domains(user_id, id);
CREATE TABLE overlays (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX overlays_user ON overlays(user_id, id);
CREATE TABLE splash_pages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX splash_user ON splash_pages(user_id, id);
CREATE TABLE bio_pages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  alias TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE campaigns (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  slug TEXT UNIQUE,
  public INTEGER NOT NULL DEFAULT 0,
  rotation INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX campaigns_user ON campaigns(user_id, id);
CREATE TABLE links (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  alias TEXT NOT NULL UNIQUE,
  url TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  domain_id INTEGER REFERENCES domains(id) ON DELETE SET NULL,
  campaign_id INTEGER REFERENCES campaigns(id) ON DELETE SET NULL,
  clicks INTEGER NOT NULL DEFAULT 0,
  unique_clicks INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX links_user ON links(user_id, id);
CREATE INDEX links_user_clicks ON links(user_id, clicks);
CREATE INDEX links_campaign ON links(campaign_id, id);
CREATE TABLE channels (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  color TEXT NOT NULL DEFAULT '',
  starred INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX channels_user ON channels(user_id, id);
CREATE TABLE channel_items (
  channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  item_type TEXT NOT NULL CHECK (item_type IN ('links', 'bio', 'qr')),
  item_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (channel_id, item_type, item_id)
) WITHOUT ROWID;
CREATE INDEX channel_items_item ON channel_items(item_type, item_id);
CREATE TABLE pixels (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  tag TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX pixels_user ON pixels(user_id, id);
CREATE TABLE qr_codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  data TEXT NOT NULL,
  background TEXT NOT NULL DEFAULT 'rgb(255,255,255)',
  foreground TEXT NOT NULL DEFAULT 'rgb(0,0,0)',
  logo TEXT NOT NULL DEFAULT '',
  scans INTEGER NOT NULL DEFAULT 0,
  unique_scans INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX qr_user ON qr_codes(user_id, id);

-- Raw visit log (kind 'q' = QR scan, 's' = short-link click) and the aggregates kept in step
-- with it, so statistics never read the log.
CREATE TABLE visits (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  country TEXT NOT NULL,
  referrer TEXT NOT NULL,
  browser TEXT NOT NULL,
  os TEXT NOT NULL,
  visitor TEXT NOT NULL
);
CREATE INDEX visits_target ON visits(kind, target_id);
CREATE TABLE visit_counts (
  kind TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  dimension TEXT NOT NULL,
  label TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (kind, target_id, dimension, label)
) WITHOUT ROWID;
CREATE INDEX visit_counts_top ON visit_counts(kind, target_id, dimension, count DESC);
CREATE TABLE visit_uniques (
  kind TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  visitor TEXT NOT NULL,
  PRIMARY KEY (kind, target_id, visitor)
) WITHOUT ROWID;
-- One random salt per UTC day for the unique-visitor mark; older days are deleted.
CREATE TABLE visitor_salts (
  day TEXT PRIMARY KEY,
  salt BLOB NOT NULL
);
`,
  },
  {
    version: 2,
    name: 'link options',
    sql: `
-- What a link does for a visitor (src/api/link-options.ts). Expiry is UTC 'YYYY-MM-DD HH:MM:SS';
-- the password only as its scrypt hash; targets, deep links and parameters as JSON data.
ALTER TABLE links ADD COLUMN status TEXT NOT NULL DEFAULT 'private';
ALTER TABLE links ADD COLUMN password_hash TEXT;
ALTER TABLE links ADD COLUMN expiry TEXT;
ALTER TABLE links ADD COLUMN redirect_type TEXT NOT NULL DEFAULT 'direct';
ALTER TABLE links ADD COLUMN meta_description TEXT NOT NULL DEFAULT '';
ALTER TABLE links ADD COLUMN meta_image TEXT NOT NULL DEFAULT '';
ALTER TABLE links ADD COLUMN routing TEXT NOT NULL DEFAULT '{}';
CREATE TABLE link_pixels (
  link_id INTEGER NOT NULL REFERENCES links(id) ON DELETE CASCADE,
  pixel_id INTEGER NOT NULL REFERENCES pixels(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (link_id, pixel_id)
) WITHOUT ROWID;
CREATE INDEX link_pixels_pixel ON link_pixels(pixel_id);
-- What a visitor sees on a splash page and in an overlay's call-to-action bar.
ALTER TABLE splash_pages ADD COLUMN message TEXT NOT NULL DEFAULT '';
ALTER TABLE overlays ADD COLUMN message TEXT NOT NULL DEFAULT '';
ALTER TABLE overlays ADD COLUMN button_label TEXT NOT NULL DEFAULT '';
ALTER TABLE overlays ADD COLUMN button_url TEXT NOT NULL DEFAULT '';
`,
  },
  {
    version: 3,
    name: 'aliases ignoring letter case',
    sql: `
-- New aliases must differ from every other in more than letter case (look-alike links). Not
-- UNIQUE: a database may already hold such pairs, which keep working (lookups stay exact).
CREATE INDEX links_alias_nocase ON links(alias COLLATE NOCASE);
`,
  },
];

export const migrate = (db: Database): number => {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((v) => Number(v)),
  );
  let count = 0;
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, datetime('now'))",
      ).run(migration.version, migration.name);
    })();
    count++;
  }
  return count;
};
