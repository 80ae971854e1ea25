import { describe, expect, it } from 'vitest';
import { linkOptionTargets, setUp } from '../test-helpers';

const HIDDEN = /[\u200B\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;
const FACEBOOK_CRAWLER =
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

/** A service with rows stored before the forms refused these characters (written straight in). */
const storedBefore = async () => {
  const s = setUp();
  const a = s.user();
  const owned = await linkOptionTargets(s.db, a);
  const add = async (body: Record<string, unknown>) => {
    const { json } = await a.call('POST', '/api/url/add', {
      url: 'https://example.com/d',
      ...body,
    });
    return { id: json.id as number, path: new URL(json.shorturl as string).pathname };
  };
  const visit = async (path: string, userAgent = 'Mozilla/5.0') =>
    (await s.app.request(path, { headers: { 'User-Agent': userAgent } })).text();
  return { ...s, a, owned, add, visit };
};

describe('public pages show no invisible or direction-changing characters of stored text', () => {
  it('drops them from the social preview, og:description included', async () => {
    const { db, add, visit } = await storedBefore();
    const { id, path } = await add({ metatitle: 'Sale', metadescription: 'Cheap' });
    db.prepare('UPDATE links SET title = ?, meta_description = ? WHERE id = ?').run(
      'moc.\u202Elapyap',
      'Pay\u200Bpal \u2067login\u2069\uFEFF',
      id,
    );
    const html = await visit(path, FACEBOOK_CRAWLER);
    expect(html).toContain('<meta property="og:title" content="moc.lapyap">');
    expect(html).toContain('<meta property="og:description" content="Paypal login">');
    expect(html).not.toMatch(HIDDEN);
  });

  it('drops them from splash and overlay pages and the campaign list, keeping ZWJ emoji', async () => {
    const { db, a, owned, add, visit } = await storedBefore();
    db.prepare('UPDATE splash_pages SET name = ?, message = ?').run(
      'Age\u202E check',
      'Over 18\u2066 only',
    );
    db.prepare('UPDATE overlays SET message = ?, button_label = ?').run(
      '👩\u200D💻 Free\u202E shipping',
      'Shop\u200B now',
    );
    const splash = await visit((await add({ type: owned.splash })).path);
    expect(splash).toContain('<h1>Age check</h1>');
    expect(splash).toContain('Over 18 only');
    const overlay = await visit((await add({ type: `overlay-${owned.overlay}` })).path);
    expect(overlay).toContain('👩\u200D💻 Free shipping');
    expect(overlay).toContain('>Shop now</a>');
    for (const html of [splash, overlay]) expect(html).not.toMatch(HIDDEN);

    const campaign = (
      await a.call('POST', '/api/campaign/add', { name: 'Open', slug: 'open', public: true })
    ).json;
    const link = await add({ metatitle: 'X' });
    await a.call('POST', `/api/campaign/${campaign.id}/assign/${link.id}`);
    db.prepare('UPDATE campaigns SET name = ?').run('Op\u202Een');
    db.prepare('UPDATE links SET title = ? WHERE id = ?').run('X\u2068 marks', link.id);
    const list = await visit(new URL(campaign.list as string).pathname);
    expect(list).toContain('<h1>Open</h1>');
    expect(list).toContain('X marks');
    expect(list).not.toMatch(HIDDEN);
  });
});
