import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type RunningServer, type TestUser } from './fixtures';
import { NAV_PAGES } from './nav-pages';

/**
 * Every page in a language other than English: in the pseudo-locale, whose words are
 * 40 % longer than the English, nothing is cut off or pushed out of the window, at phone and
 * laptop widths; in Arabic, laid out right to left, axe finds nothing.
 */

const chooseLanguage = (page: Page, locale: string) =>
  page.addInitScript((chosen) => localStorage.setItem('linkdeck.locale', chosen), locale);

/** Signs in without reading a label: the walk's language is not English. */
const signInInAnyLanguage = async (page: Page, user: TestUser) => {
  await page.goto('/sign-in');
  await page.locator('[name="apiKey"]').fill(user.apiKey);
  await page.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/sign-in/);
};

/**
 * Every page of the app, with the ids of the demo account's first link, QR code and channel;
 * `named`: the page's heading is the app's words (others show the link's or code's own title).
 */
const everyPage = async (server: RunningServer, user: TestUser) => {
  const first = async (path: string, key: string) =>
    (
      (await server.api(user.apiKey, 'GET', path)).json as {
        data: Record<string, { id: number }[]>;
      }
    ).data[key][0].id;
  const link = await first('/api/urls', 'urls');
  const qr = await first('/api/qr', 'qrs');
  const channel = await first('/api/channels', 'channels');
  return [
    ...[...NAV_PAGES.map(({ path }) => path), '/links/import', '/qr/new', '/accounts'].map(
      (path) => ({ path, named: true }),
    ),
    ...[`/links/${link}/stats`, `/channels/${channel}`, `/qr/${qr}`, `/qr/${qr}/edit`].map(
      (path) => ({ path, named: false }),
    ),
    { path: '/no-such-page', named: true },
  ];
};

/** Opens `path` and waits until its data has arrived. */
const open = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

/**
 * Words of the app that the reader cannot read whole: the page scrolls sideways, a text runs out
 * of the window, or a box that hides its overflow cuts it. Text in a region that scrolls on
 * purpose counts only if that region scrolls sideways. `isAppText` picks the app's own words.
 */
const layoutProblems = (page: Page, marker: string) =>
  page.evaluate((markerSource) => {
    const isAppText = new RegExp(markerSource);
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px)`);
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 60)}"`;
    const reported = new Set<Element>();
    // Tailwind's sr-only: a 1-pixel box, clipped away.
    const isForScreenReaders = (element: Element) => {
      for (let above: Element | null = element; above; above = above.parentElement) {
        const style = getComputedStyle(above);
        if (style.clipPath !== 'none' || style.clip.startsWith('rect')) return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const element = text.parentElement;
      if (!element || !isAppText.test(text.data) || element.closest('option, title')) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (isForScreenReaders(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = [...range.getClientRects()].filter((line) => line.width > 0);
      let scrolls = false;
      for (let above = element; above && above !== document.body; above = above.parentElement!) {
        const style = getComputedStyle(above);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const edge = above.getBoundingClientRect();
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
          scrolls = true;
          if (above.scrollWidth > above.clientWidth + 1 && !reported.has(above)) {
            reported.add(above);
            problems.push(`${describe(above)} scrolls sideways`);
          }
          break;
        }
        const cut = lines.some(
          (line) =>
            line.left < edge.left - 1 ||
            line.right > edge.right + 1 ||
            line.top < edge.top - 1 ||
            line.bottom > edge.bottom + 1,
        );
        if (cut && !reported.has(element)) {
          reported.add(element);
          problems.push(`${describe(element)} is cut off by ${describe(above).slice(0, 40)}`);
        }
      }
      const outside = lines.some((line) => line.left < -1 || line.right > root.clientWidth + 1);
      if (!scrolls && outside && !reported.has(element)) {
        reported.add(element);
        problems.push(`${describe(element)} runs out of the window`);
      }
    }
    return problems;
  }, marker);

// A pseudo-locale message is "[Ŀîñķš ····]": its brackets and padding mark the app's own words.
const PSEUDO_TEXT = '^\\[|·\\]$';

for (const width of [390, 1280]) {
  test(`pseudo-locale at ${width} px: every page keeps its longer words whole, nothing scrolls sideways`, async ({
    page,
    server,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await chooseLanguage(page, 'en-XA');
    await page.goto('/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[Šîĝñ îñ/);
    expect(await layoutProblems(page, PSEUDO_TEXT), '/sign-in').toEqual([]);
    const demo = server.createUser({ demo: true });
    await signInInAnyLanguage(page, demo);
    const problems: Record<string, string[]> = {};
    for (const { path, named } of await everyPage(server, demo)) {
      await open(page, path);
      if (named) await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[/);
      const found = await layoutProblems(page, PSEUDO_TEXT);
      if (found.length > 0) problems[path] = found;
    }
    expect(problems).toEqual({});
  });
}

test('Arabic: every page reads right to left, fits the window and passes axe', async ({
  page,
  server,
}) => {
  test.setTimeout(300_000); // a full-page scan on every page
  await chooseLanguage(page, 'ar');
  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  const demo = server.createUser({ demo: true });
  await signInInAnyLanguage(page, demo);
  const arabic = '[\\u0600-\\u06FF]';
  const problems: Record<string, string[]> = {};
  for (const { path, named } of await everyPage(server, demo)) {
    await open(page, path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    if (named) await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(arabic));
    if (path === '/links') {
      // Mirrored: the table starts on the right, and "next" points left, the way Arabic reads on.
      const headers = page.getByRole('columnheader');
      const [first, last] = [
        await headers.first().boundingBox(),
        await headers.last().boundingBox(),
      ];
      expect(first!.x).toBeGreaterThan(last!.x);
      // A URL cut off to fit still starts with its start (it reads left to right); a list shows
      // it without its scheme.
      const url = page.getByRole('table').locator('a[href^="http"][dir="ltr"]').first();
      const schemeShows = await url.evaluate((link) => {
        const range = document.createRange();
        range.setStart(link.firstChild!, 0);
        range.setEnd(link.firstChild!, 4);
        const [scheme, box] = [range.getBoundingClientRect(), link.getBoundingClientRect()];
        return scheme.left >= box.left - 1 && scheme.right <= box.right + 1;
      });
      expect(schemeShows).toBe(true);
      const next = await page.locator('a[rel="next"] [aria-hidden="true"]').boundingBox();
      const nextLabel = await page.locator('a[rel="next"]').boundingBox();
      expect(next!.x).toBeLessThan(nextLabel!.x + nextLabel!.width / 2);
      await expect(page.locator('a[rel="next"] [aria-hidden="true"]')).toHaveCSS('scale', '-1 1');
    }
    const found = await layoutProblems(page, arabic);
    if (found.length > 0) problems[path] = found;
    await expectNoAxeViolations(page);
  }
  expect(problems).toEqual({});
});
