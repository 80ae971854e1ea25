import { describe, expect, it } from 'vitest';
import {
  assignLinkToCampaign,
  createCampaign,
  deleteCampaign,
  getCampaigns,
  updateCampaign,
} from './campaigns';
import { fakeClient, json, listReply } from './testing';

const listOf = (campaigns: unknown[]) => listReply('campaigns', campaigns, { perpage: 15 });

describe('getCampaigns', () => {
  it('reads names under name or domain, rotator false as null, and link counts', async () => {
    const spring = {
      id: 1,
      name: 'Spring',
      public: true,
      rotator: 'https://go.example.com/r/spring',
      list: 'https://go.example.com/u/ana/list-1',
      links: 4,
    };
    const { client } = fakeClient(
      listOf([
        { ...spring, views: 99 },
        { id: '2', domain: 'Summer', public: '0', rotator: false, list: '' },
      ]),
    );
    const page = await getCampaigns(client);
    expect(page.items).toEqual([
      spring,
      { id: 2, name: 'Summer', public: false, rotator: null, list: null, links: null },
    ]);
  });
});

describe('campaign mutations', () => {
  it('creates: the contract returns the name under domain', async () => {
    const { client, calls } = fakeClient(
      json({ error: 0, id: 3, domain: 'Autumn', public: false, rotator: false, list: 'https://l' }),
    );
    await expect(createCampaign(client, { name: 'Autumn', public: false })).resolves.toEqual({
      id: 3,
      name: 'Autumn',
      public: false,
      rotator: null,
      list: 'https://l',
      links: null,
    });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'Autumn', public: false } });
  });

  it('updates: real instances return the name under campaign, maybe without an id', async () => {
    const { client, calls } = fakeClient(
      json({ error: 0, campaign: 'Winter', public: true, rotator: 'https://r', list: 'https://l' }),
    );
    const campaign = await updateCampaign(client, 5, { name: 'winter' });
    expect(campaign).toMatchObject({ id: 5, name: 'Winter', public: true, rotator: 'https://r' });
    expect(calls[0]).toMatchObject({
      url: 'https://go.example.com/api/campaign/5/update',
      method: 'PUT',
    });
  });

  it('deletes and assigns a link', async () => {
    const { client, calls } = fakeClient(
      json({ error: 0, message: 'Deleted.' }),
      json({ error: 0, message: 'Assigned.' }),
    );
    await expect(deleteCampaign(client, 5)).resolves.toEqual({ message: 'Deleted.' });
    await expect(assignLinkToCampaign(client, 5, 77)).resolves.toEqual({ message: 'Assigned.' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE https://go.example.com/api/campaign/5/delete',
      'POST https://go.example.com/api/campaign/5/assign/77',
    ]);
  });
});
