import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/demo-data';
import { setUp } from '../test-helpers';

describe('CTA overlays and splash pages (list only)', () => {
  it('lists the demo overlays under cta and the splash pages under splash, per user', async () => {
    const { user, db } = setUp();
    const a = user();
    const b = user();
    seedDemoData(db, a.id, { scans: 50 });
    const cta = (await a.call('GET', '/api/overlay')).json;
    expect(cta.error).toBe('0');
    expect(cta.data.cta.length).toBe(4);
    expect(cta.data.cta[0]).toEqual({
      id: expect.any(Number),
      type: expect.stringMatching(/^(message|contact)$/),
      name: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const splash = (await a.call('GET', '/api/splash?limit=2')).json.data;
    expect(splash).toMatchObject({ result: 3, perpage: 2, maxpage: 2, nextpage: 2 });
    expect(Object.keys(splash.splash[0]).sort()).toEqual(['date', 'id', 'name']);
    expect((await b.call('GET', '/api/overlay')).json.data).toEqual({
      result: 0,
      perpage: 15,
      currentpage: 1,
      nextpage: null,
      maxpage: 0,
      cta: [],
    });
  });

  it('has no create endpoint', async () => {
    const { user } = setUp();
    const res = await user().call('POST', '/api/overlay', { name: 'x' });
    expect(res.status).toBe(405);
  });
});
