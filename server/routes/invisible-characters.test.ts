import { describe, expect, it } from 'vitest';
import { oneUser } from '../test-helpers';

const RLO = '\u202E';
const refusal = (field: string, code: string) =>
  `${field} contains an invisible or direction-changing character (${code}); remove it.`;

describe('invisible and direction-changing characters in text fields', () => {
  it('refuses them in a link’s title, description and social description, on create and update', async () => {
    const a = oneUser();
    const url = 'https://example.com/a';
    const created = await a.call('POST', '/api/url/add', { url, metatitle: `moc.${RLO}lapyap` });
    expect(created.status).toBe(400);
    expect(created.json.fields.metatitle).toBe(refusal('Title', 'U+202E'));
    const described = await a.call('POST', '/api/url/add', { url, description: 'a\u200Bb' });
    expect(described.json.fields.description).toBe(refusal('Description', 'U+200B'));

    const { id } = (await a.call('POST', '/api/url/add', { url })).json;
    const cases: [Record<string, string>, string, string][] = [
      [{ metatitle: `Sale \u2067x\u2069` }, 'metatitle', refusal('Title', 'U+2067')],
      [{ description: `\uFEFFhello\uFEFF inside\uFEFF` }, 'description', 'U+FEFF'],
      [{ metadescription: `pay\u00ADpal` }, 'metadescription', 'Social description'],
    ];
    for (const [body, field, message] of cases) {
      const res = await a.call('PUT', `/api/url/${id}/update`, body);
      expect(res.status, field).toBe(400);
      expect(res.json.fields[field], field).toContain(message);
    }
    expect((await a.call('GET', `/api/url/${id}`)).json.details.title).toBe('');
  });

  it('refuses them in every resource’s names and texts, through the shared field rules', async () => {
    const a = oneUser();
    const campaign = await a.call('POST', '/api/campaign/add', { name: `Spring${RLO}` });
    expect(campaign.status).toBe(400);
    expect(campaign.json.fields.name).toBe(refusal('Name', 'U+202E'));
    const { id } = (await a.call('POST', '/api/campaign/add', { name: 'Spring' })).json;
    const renamed = await a.call('PUT', `/api/campaign/${id}/update`, { name: 'Spr\u2060ing' });
    expect(renamed.json.fields.name).toBe(refusal('Name', 'U+2060'));

    const channel = await a.call('POST', '/api/channel/add', {
      name: 'Social',
      description: `Posts ${RLO}`,
    });
    expect(channel.json.fields.description).toBe(refusal('Description', 'U+202E'));
    const pixel = await a.call('POST', '/api/pixel/add', {
      type: 'fbpixel',
      name: `Meta${RLO}`,
      tag: '123456789012345',
    });
    expect(pixel.json.fields.name).toBe(refusal('Name', 'U+202E'));
    const qr = await a.call('POST', '/api/qr/add', { type: 'text', data: 'hi', name: `Q${RLO}` });
    expect(qr.status).toBe(400);
    expect(JSON.stringify(qr.json.fields)).toContain('U+202E');
  });

  it('keeps what Arabic, Persian and emoji need: direction marks, ZWNJ, ZWJ, tag flags', async () => {
    const a = oneUser();
    for (const name of [
      'تخفيضات\u200F (2024)',
      'می\u200Cخواهم',
      '👩\u200D💻 team',
      '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} Scotland',
    ]) {
      const res = await a.call('POST', '/api/campaign/add', { name });
      expect(res.json.error, name).toBe(0);
    }
  });
});
