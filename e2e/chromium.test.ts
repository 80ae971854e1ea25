import { describe, expect, it } from 'vitest';
import { findChromium, NO_CHROMIUM, type ChromiumPlaces } from './chromium';

const DEBIAN = '/usr/bin/chromium';
const MANAGED = '/home/me/.cache/ms-playwright/chromium-1234/chrome-linux/chrome';

/** A machine on which only the listed files are executable. */
const machine = (executables: string[], places: Partial<ChromiumPlaces> = {}): ChromiumPlaces => ({
  fromEnv: undefined,
  debian: DEBIAN,
  playwright: () => MANAGED,
  isExecutable: (path) => executables.includes(path),
  ...places,
});

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, even when the others are installed', () => {
    const places = machine(['/opt/chromium', DEBIAN, MANAGED], { fromEnv: '/opt/chromium' });
    expect(findChromium(places)).toEqual({ path: '/opt/chromium' });
  });

  it('says CHROMIUM_PATH is wrong rather than quietly using another browser', () => {
    const found = findChromium(machine([DEBIAN], { fromEnv: '/opt/missing' }));
    expect(found).toEqual({ problem: expect.stringMatching(/^CHROMIUM_PATH is \/opt\/missing/) });
  });

  it("takes Debian's Chromium before Playwright's", () => {
    expect(findChromium(machine([DEBIAN, MANAGED]))).toEqual({ path: DEBIAN });
  });

  it("takes Playwright's own browser when it is installed and Debian's is not", () => {
    expect(findChromium(machine([MANAGED]))).toEqual({ path: MANAGED });
  });

  it("does not take Playwright's path when its browser was never downloaded", () => {
    expect(findChromium(machine([]))).toEqual({ problem: NO_CHROMIUM });
    expect(findChromium(machine([], { playwright: () => undefined }))).toEqual({
      problem: NO_CHROMIUM,
    });
  });

  it('says in one line how to get a browser', () => {
    expect(NO_CHROMIUM).not.toContain('\n');
    expect(NO_CHROMIUM).toMatch(/apt-get install chromium/);
    expect(NO_CHROMIUM).toMatch(/npx playwright install chromium/);
    expect(NO_CHROMIUM).toMatch(/CHROMIUM_PATH/);
  });
});
