import { createApp, type AppOptions } from './app';
import { testConfig, type Config } from './config';
import { openDatabase } from './db/connection';
import { issueKey } from './db/api-keys-repository';
import { createUser } from './db/users-repository';

/** A fresh in-memory service per call, with helpers to create users and send requests. */
export const setUp = (overrides: Partial<Config> = {}, options: Partial<AppOptions> = {}) => {
  const db = openDatabase(':memory:');
  const config = testConfig({ rateLimitPerMinute: 100_000, ...overrides });
  const app = createApp({ db, config, ...options });
  let users = 0;

  const addUser = (email = `user${++users}@example.com`, expiresInDays?: number) => {
    const id = createUser(db, { email });
    return { id, key: issueKey(db, id, expiresInDays) };
  };

  /** Sends a request as the user with this key; a `body` object is sent as JSON. */
  const call = async (
    key: string | null,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (key !== null) h.Authorization = `Bearer ${key}`;
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      h['Content-Type'] ??= 'application/json';
    }
    const res = await app.request(path, init);
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not JSON: the test looks at `text`.
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read deep shapes freely
    return { status: res.status, headers: res.headers, json: json as any, text };
  };

  /** A user plus a `call` bound to their key. */
  const user = (email?: string) => {
    const u = addUser(email);
    return {
      ...u,
      call: (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
        call(u.key, method, path, body, headers),
    };
  };

  return { db, app, config, addUser, call, user };
};

/** A fresh service with one user on it: the user's id, key and `call`. */
export const oneUser = (overrides: Partial<Config> = {}) => setUp(overrides).user();

type TestUser = ReturnType<ReturnType<typeof setUp>['user']>;

/**
 * What a link's options can name, owned by `u`: two pixels, a campaign and a channel through the
 * API, a splash page and a CTA overlay straight in the database (the API only lists those).
 */
export const linkOptionTargets = async (db: ReturnType<typeof setUp>['db'], u: TestUser) => {
  const id = async (path: string, body: unknown) => (await u.call('POST', path, body)).json.id;
  const insert = (sql: string, ...params: unknown[]) =>
    Number(db.prepare(sql).run(u.id, ...params, '2024-01-01 00:00:00').lastInsertRowid);
  return {
    fbPixel: Number(
      await id('/api/pixel/add', { type: 'fbpixel', name: 'Meta', tag: '123456789012345' }),
    ),
    gaPixel: Number(
      await id('/api/pixel/add', { type: 'gapixel', name: 'Analytics', tag: 'G-1A2B3C4D5E' }),
    ),
    campaign: Number(await id('/api/campaign/add', { name: 'Spring' })),
    channel: Number(await id('/api/channel/add', { name: 'Social' })),
    splash: insert(
      'INSERT INTO splash_pages (user_id, name, message, created_at) VALUES (?, ?, ?, ?)',
      'Age check',
      'You must be 18 or older to continue.',
    ),
    overlay: insert(
      'INSERT INTO overlays (user_id, type, name, message, button_label, button_url, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      'message',
      'Spring banner',
      'Free shipping this week <b>only</b>',
      'Shop now',
      'https://shop.example.com/sale',
    ),
  };
};

/** The statistics block of an item nobody has visited yet. */
export const NO_VISITS = {
  clicks: 0,
  uniqueClicks: 0,
  topCountries: {},
  topReferrers: {},
  topBrowsers: {},
  topOs: {},
  socialCount: { facebook: 0, twitter: 0, instagram: 0, linkedin: 0 },
};

/** A link's options (all but status and channels) as reported when none is set. */
export const NO_LINK_OPTIONS = {
  password: false,
  expiry: null,
  type: 'direct',
  metadescription: '',
  metaimage: '',
  pixels: [],
  campaign: null,
  deeplink: null,
  geotarget: [],
  devicetarget: [],
  languagetarget: [],
  parameters: [],
};

/**
 * The tags of a public page with pixels: the document of the sandboxed frame they run in; the
 * page around it runs no script.
 */
export const pixelTagsOf = (html: string) => {
  const frame = /<iframe hidden sandbox="allow-scripts" [^>]*srcdoc="([^"]*)"><\/iframe>/.exec(
    html,
  );
  if (!frame) throw new Error('no sandboxed frame for the tags');
  if (html.replace(frame[0], '').includes('<script')) throw new Error('a script outside the frame');
  return frame[1].replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
};
