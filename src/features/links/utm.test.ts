import { describe, expect, it } from 'vitest';
import { emptyUtm, hasUtmProblems, lintUtm, readUtm, upsertTemplate, withUtm } from './utm';

const utm = (values: Partial<ReturnType<typeof emptyUtm>>) => ({ ...emptyUtm(), ...values });

describe('readUtm', () => {
  it('reads the five parameters, decoded, and leaves the rest', () => {
    expect(
      readUtm(
        'https://shop.example.com/p?id=4&utm_source=news%20letter&utm_medium=email&utm_campaign=spring+sale#top',
      ),
    ).toEqual(utm({ source: 'news letter', medium: 'email', campaign: 'spring sale' }));
    expect(readUtm('not a url')).toEqual(emptyUtm());
    expect(readUtm('https://a.example/?utm_source=a&utm_source=b')).toEqual(utm({ source: 'a' }));
  });
});

describe('withUtm', () => {
  it('adds the set parameters after the others, keeps their spelling and the fragment', () => {
    expect(
      withUtm(
        'https://shop.example.com/p?id=4&flag&q=a%20b#top',
        utm({ source: 'news', medium: 'email' }),
      ),
    ).toBe('https://shop.example.com/p?id=4&flag&q=a%20b&utm_source=news&utm_medium=email#top');
  });

  it('replaces the UTM parameters there were and drops the emptied ones', () => {
    expect(
      withUtm(
        'https://a.example/?utm_source=old&x=1&utm_term=t',
        utm({ source: 'new', medium: 'm' }),
      ),
    ).toBe('https://a.example/?x=1&utm_source=new&utm_medium=m');
    expect(withUtm('https://a.example/?utm_source=old', emptyUtm())).toBe('https://a.example/');
  });

  it('round-trips any text through the address', () => {
    const values = utm({ source: 'a&b=c', medium: 'ü #1', content: '100%' });
    expect(readUtm(withUtm('https://a.example/', values) ?? '')).toEqual(values);
  });

  it('waits for a full http(s) address', () => {
    expect(withUtm('example.com', utm({ source: 'x' }))).toBeNull();
    expect(withUtm('javascript:alert(1)', utm({ source: 'x' }))).toBeNull();
  });
});

describe('lintUtm', () => {
  it('wants lowercase without spaces, and source and medium once any is set', () => {
    expect(lintUtm(emptyUtm())).toEqual({});
    expect(lintUtm(utm({ campaign: 'Spring Sale' }))).toEqual({
      campaign: 'No spaces: use - or _ between words.',
      source: 'Source is needed once any UTM parameter is set.',
      medium: 'Medium is needed once any UTM parameter is set.',
    });
    expect(lintUtm(utm({ source: 'News', medium: 'email' }))).toEqual({
      source: 'Use lowercase letters only.',
    });
    expect(lintUtm(utm({ source: 'news', medium: 'email', campaign: 'spring-sale' }))).toEqual({});
    expect(hasUtmProblems('https://a.example/?utm_campaign=x')).toBe(true);
    expect(hasUtmProblems('https://a.example/?utm_source=a&utm_medium=b')).toBe(false);
  });
});

describe('upsertTemplate', () => {
  it('replaces a template of the same name and sorts by name', () => {
    const a = { name: 'b', utm: utm({ source: '1' }) };
    const next = upsertTemplate([a, { name: 'a', utm: emptyUtm() }], {
      name: 'b',
      utm: utm({ source: '2' }),
    });
    expect(next.map((template) => [template.name, template.utm.source])).toEqual([
      ['a', ''],
      ['b', '2'],
    ]);
  });
});
