import { describe, expect, it } from 'vitest';
import { oneUser, setUp } from '../test-helpers';

const addLink = async (
  call: (m: string, p: string, b?: unknown) => Promise<{ json: { id: number } }>,
  url = 'https://example.com/a',
) => (await call('POST', '/api/url/add', { url })).json.id;

describe('campaigns', () => {
  it('creates a campaign and answers the name under domain and campaign', async () => {
    const a = oneUser();
    const res = await a.call('POST', '/api/campaign/add', {
      name: 'Spring',
      slug: 'spring-24',
      public: true,
    });
    expect(res.json).toEqual({
      error: 0,
      id: expect.any(Number),
      domain: 'Spring',
      campaign: 'Spring',
      name: 'Spring',
      public: true,
      rotator: 'http://links.test/r/spring-24',
      list: `http://links.test/c/${res.json.id}`,
    });
    const bare = await a.call('POST', '/api/campaign/add', {});
    expect(bare.json).toMatchObject({ domain: 'Untitled campaign', public: false, rotator: false });
  });

  it('lists campaigns with the number of links', async () => {
    const a = oneUser();
    const { id } = (await a.call('POST', '/api/campaign/add', { name: 'Spring' })).json;
    const link = await addLink(a.call);
    expect((await a.call('POST', `/api/campaign/${id}/assign/${link}`)).json).toEqual({
      error: 0,
      message: 'Link added to the campaign.',
    });
    const list = (await a.call('GET', '/api/campaigns')).json;
    expect(list.error).toBe('0');
    expect(list.data.campaigns).toEqual([
      {
        id,
        name: 'Spring',
        public: false,
        rotator: false,
        list: `http://links.test/c/${id}`,
        links: 1,
      },
    ]);
  });

  it('moves a link that is assigned again to another campaign', async () => {
    const a = oneUser();
    const one = (await a.call('POST', '/api/campaign/add', { name: 'One' })).json.id;
    const two = (await a.call('POST', '/api/campaign/add', { name: 'Two' })).json.id;
    const link = await addLink(a.call);
    await a.call('POST', `/api/campaign/${one}/assign/${link}`);
    await a.call('POST', `/api/campaign/${two}/assign/${link}`);
    const counts = (await a.call('GET', '/api/campaigns')).json.data.campaigns.map(
      (c: { links: number }) => c.links,
    );
    expect(counts).toEqual([1, 0]);
  });

  it('updates name, slug and public; keeps the slug when re-sent; removes it with ""', async () => {
    const a = oneUser();
    const { id } = (await a.call('POST', '/api/campaign/add', { name: 'A', slug: 'alpha' })).json;
    const same = await a.call('PUT', `/api/campaign/${id}/update`, {
      name: 'A2',
      slug: 'alpha',
      public: true,
    });
    expect(same.json).toMatchObject({
      error: 0,
      id,
      domain: 'A2',
      campaign: 'A2',
      public: true,
      rotator: 'http://links.test/r/alpha',
    });
    const kept = await a.call('PUT', `/api/campaign/${id}/update`, { name: 'A3' });
    expect(kept.json).toMatchObject({ public: true, rotator: 'http://links.test/r/alpha' });
    const removed = await a.call('PUT', `/api/campaign/${id}/update`, { name: 'A3', slug: '' });
    expect(removed.json.rotator).toBe(false);
  });

  it('validates input and keeps slugs unique across users', async () => {
    const { user } = setUp();
    const a = user();
    const b = user();
    await a.call('POST', '/api/campaign/add', { name: 'A', slug: 'taken' });
    const cases: [string, string, unknown, string, RegExp][] = [
      ['POST', '/api/campaign/add', { slug: 'Taken' }, 'slug', /is taken/],
      [
        'POST',
        '/api/campaign/add',
        { slug: 'a b' },
        'slug',
        /letters, digits, dashes or underscores/,
      ],
      ['POST', '/api/campaign/add', { slug: 'ab' }, 'slug', /3 to 50/],
      ['POST', '/api/campaign/add', { public: 'yes' }, 'public', /true or false/],
      ['POST', '/api/campaign/add', { name: 'x'.repeat(101) }, 'name', /at most 100/],
      ['POST', '/api/campaign/add', { name: 'line\nbreak' }, 'name', /line breaks/],
      ['POST', '/api/campaign/add', { name: 'A', views: 3 }, 'views', /Unknown field/],
    ];
    for (const [method, path, body, field, message] of cases) {
      const res = await b.call(method, path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fields[field], JSON.stringify(body)).toMatch(message);
    }
    const { id } = (await b.call('POST', '/api/campaign/add', { name: 'B' })).json;
    const noName = await b.call('PUT', `/api/campaign/${id}/update`, { public: true });
    expect(noName.json.fields.name).toBe('Name is required.');
    expect((await b.call('GET', '/api/campaigns')).json.data.campaigns).toMatchObject([
      { name: 'B', public: false },
    ]);
  });

  it("treats another user's campaign or link as missing", async () => {
    const { user } = setUp();
    const a = user();
    const b = user();
    const campaign = (await a.call('POST', '/api/campaign/add', { name: 'A' })).json.id;
    const linkA = await addLink(a.call);
    const linkB = await addLink(b.call);
    const theirs = await b.call('POST', `/api/campaign/${campaign}/assign/${linkB}`);
    expect(theirs.status).toBe(404);
    expect(theirs.json.message).toBe(`There is no campaign with id ${campaign}.`);
    const foreignLink = await a.call('POST', `/api/campaign/${campaign}/assign/${linkB}`);
    expect(foreignLink.status).toBe(404);
    expect(foreignLink.json.message).toBe(`There is no short link with id ${linkB}.`);
    expect((await b.call('PUT', `/api/campaign/${campaign}/update`, { name: 'Mine' })).status).toBe(
      404,
    );
    expect((await b.call('DELETE', `/api/campaign/${campaign}/delete`)).status).toBe(404);
    expect((await a.call('POST', `/api/campaign/${campaign}/assign/${linkA}`)).status).toBe(200);
  });

  it('deletes a campaign and keeps its links', async () => {
    const a = oneUser();
    const { id } = (await a.call('POST', '/api/campaign/add', { name: 'A' })).json;
    const link = await addLink(a.call);
    await a.call('POST', `/api/campaign/${id}/assign/${link}`);
    expect((await a.call('DELETE', `/api/campaign/${id}/delete`)).json.error).toBe(0);
    expect((await a.call('GET', '/api/campaigns')).json.data.result).toBe(0);
    expect((await a.call('GET', `/api/url/${link}`)).status).toBe(200);
  });
});
