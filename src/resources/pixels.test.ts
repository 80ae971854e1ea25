import { describe, expect, it } from 'vitest';
import { pixelChoice } from './pixels';

describe('pixelChoice', () => {
  it('names the provider once: beside a name that does not say it, not after one that does', () => {
    expect(pixelChoice({ name: 'TikTok', type: 'tiktok' })).toBe('TikTok');
    expect(pixelChoice({ name: 'tiktok ads', type: 'tiktok' })).toBe('tiktok ads');
    expect(pixelChoice({ name: 'Meta', type: 'fbpixel' })).toBe('Meta');
    expect(pixelChoice({ name: 'Shop', type: 'fbpixel' })).toBe('Shop — Meta (Facebook)');
    expect(pixelChoice({ name: 'Main tag', type: 'gtmpixel' })).toBe(
      'Main tag — Google Tag Manager',
    );
    expect(pixelChoice({ name: 'Old', type: 'myspace' })).toBe('Old — myspace');
  });
});
