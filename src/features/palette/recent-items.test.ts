import { describe, expect, it } from 'vitest';
import { accountStorageKey } from '../../lib/account-scope';
import { addRecent, MAX_RECENT, readRecent, rememberRecent, type RecentItem } from './recent-items';

const page = (to: string): RecentItem => ({ kind: 'page', label: to, to });

describe('recent items', () => {
  it('puts the newest first, once, and keeps at most MAX_RECENT', () => {
    let items = [page('/a'), page('/b')];
    items = addRecent(items, page('/b'));
    expect(items.map((item) => item.to)).toEqual(['/b', '/a']);
    for (let index = 0; index < 10; index += 1) items = addRecent(items, page(`/p${index}`));
    expect(items).toHaveLength(MAX_RECENT);
    expect(items[0].to).toBe('/p9');
  });

  it('keeps them per account and none without an account scope', () => {
    rememberRecent('1@https://a.example', page('/links'));
    rememberRecent(null, page('/qr'));
    expect(readRecent('1@https://a.example')).toEqual([page('/links')]);
    expect(readRecent('2@https://a.example')).toEqual([]);
    expect(readRecent(null)).toEqual([]);
  });

  it('follows only in-app paths, whatever the storage holds', () => {
    localStorage.setItem(
      accountStorageKey('1@x', 'palette-recent'),
      JSON.stringify([page('//evil.example'), page('https://evil.example'), page('/ok')]),
    );
    expect(readRecent('1@x')).toEqual([page('/ok')]);
  });
});
