import { describe, expect, it } from 'vitest';
import { createLink, deleteLink, getLink, getLinks, updateLink } from './links';
import { fakeClient, json, listReply } from './testing';

const link = {
  id: 1,
  alias: 'spring',
  shorturl: 'https://go.example.com/spring',
  longurl: 'https://example.com/spring-sale',
  clicks: 10,
  uniqueclicks: 7,
  title: 'Spring sale',
  description: 'Everything 20% off',
  date: '2025-03-01 09:00:00',
};

describe('getLinks', () => {
  it('sends search and order, and reads string counts under urls', async () => {
    const { client, calls } = fakeClient(
      listReply('urls', [{ ...link, id: '1', clicks: '10', uniqueclicks: '7' }], { perpage: 15 }),
    );
    const page = await getLinks(client, { page: 1, q: ' sale ', order: 'click' });
    expect(calls[0].url).toBe('https://go.example.com/api/urls?page=1&q=sale&order=click');
    expect(page.items).toEqual([link]);
  });

  it('derives a missing alias from the short URL', async () => {
    const { client } = fakeClient(
      json({ error: 0, data: { urls: [{ ...link, alias: undefined, uniqueclicks: null }] } }),
    );
    const page = await getLinks(client);
    expect(page.items[0]).toMatchObject({ alias: 'spring', uniqueclicks: 0 });
  });
});

describe('getLink', () => {
  it('reads a real instance: details plus counts under data', async () => {
    const { client, calls } = fakeClient(
      json({
        error: 0,
        id: 1,
        details: {
          shorturl: link.shorturl,
          longurl: link.longurl,
          title: link.title,
          description: link.description,
          date: link.date,
        },
        data: { clicks: '10', uniqueClicks: '7', topCountries: { US: '3' } },
      }),
    );
    await expect(getLink(client, 1)).resolves.toEqual({
      link,
      stats: {
        clicks: 10,
        uniqueClicks: 7,
        // The maps an instance leaves out read as empty.
        topCountries: { US: 3 },
        topReferrers: {},
        topBrowsers: {},
        topOs: {},
        socialCount: {},
      },
    });
    expect(calls[0].url).toBe('https://go.example.com/api/url/1');
  });

  it('reads the campaign the contract reports, and leaves it unreported when a real instance omits it', async () => {
    const reply = (campaign: unknown) =>
      json({ error: 0, id: 1, details: { ...link, campaign }, data: { clicks: 10 } });
    await expect(getLink(fakeClient(reply(4)).client, 1)).resolves.toMatchObject({ campaign: 4 });
    // null: reported as in no campaign, which is known too.
    expect((await getLink(fakeClient(reply(null)).client, 1)).campaign).toBeNull();
    const real = await getLink(fakeClient(reply(undefined)).client, 1);
    expect(real.campaign).toBeUndefined();
    // Something not understood is "not reported", never a guess.
    expect((await getLink(fakeClient(reply('spring')).client, 1)).campaign).toBeUndefined();
  });

  it('reads the link under data', async () => {
    const { client } = fakeClient(json({ error: 0, data: link }));
    const detail = await getLink(client, 1);
    expect(detail.link).toEqual(link);
    expect(detail.stats).toMatchObject({ clicks: link.clicks, topCountries: {} });
  });
});

describe('link mutations', () => {
  it('creates and returns id and shorturl', async () => {
    const { client, calls } = fakeClient(
      json({ error: 0, id: '9', shorturl: 'https://go.example.com/x' }),
    );
    await expect(createLink(client, { url: 'https://example.com' })).resolves.toEqual({
      id: 9,
      shorturl: 'https://go.example.com/x',
    });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://go.example.com/api/url/add' });
  });

  it('updates: old builds say short instead of shorturl', async () => {
    const { client, calls } = fakeClient(json({ error: 0, short: 'https://go.example.com/x' }));
    await expect(updateLink(client, 9, { description: 'New' })).resolves.toEqual({
      id: 9,
      shorturl: 'https://go.example.com/x',
    });
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: 'https://go.example.com/api/url/9/update',
    });
  });

  it('deletes', async () => {
    const { client, calls } = fakeClient(json({ error: 0, message: 'Link deleted.' }));
    await expect(deleteLink(client, 9)).resolves.toEqual({ message: 'Link deleted.' });
    expect(calls[0].method).toBe('DELETE');
  });
});
