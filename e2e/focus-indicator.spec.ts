import type { Page } from '@playwright/test';
import { expect, openFromNav, signInAsDemo, test } from './fixtures';

/** Tab stops checked per page: enough to cross the header, the navigation and the first rows. */
const STOPS = 45;

interface FocusRing {
  element: string;
  style: string;
  width: number;
  contrast: number;
}

/**
 * What a keyboard user sees around an element (the focused one, or `selector`'s): the outline's
 * style, width and its contrast with the colour behind it (the nearest opaque background).
 */
const ringOf = (page: Page, selector?: string): Promise<FocusRing | null> =>
  page.evaluate(async (selector) => {
    const focused = selector ? document.querySelector(selector) : document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    // A visually hidden control (a radio inside a card) shows its focus on its label.
    const shown =
      focused.getBoundingClientRect().width <= 1 ? (focused.closest('label') ?? focused) : focused;
    // What is drawn once the focus transition has ended.
    await Promise.all(shown.getAnimations().map((animation) => animation.finished));
    // Any CSS colour (lab(), oklch(), …) as sRGB, through a canvas pixel.
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!;
    const rgb = (value: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = value;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    // An option's ring is drawn inside it: what is behind the ring is the option's own colour.
    let behind: Element | null = selector ? shown : shown.parentElement;
    let background = rgb(getComputedStyle(document.body).backgroundColor);
    while (behind) {
      const colour = rgb(getComputedStyle(behind).backgroundColor);
      if (colour.a > 0.5) {
        background = colour;
        break;
      }
      behind = behind.parentElement;
    }
    const style = getComputedStyle(shown);
    const outline = rgb(style.outlineColor);
    const [light, dark] = [luminance(outline), luminance(background)].sort((a, b) => b - a);
    return {
      element: `${shown.tagName.toLowerCase()} “${(shown.getAttribute('aria-label') ?? shown.textContent ?? '').trim().slice(0, 40)}”`,
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      contrast: outline.a === 0 ? 0 : (light + 0.05) / (dark + 0.05),
    };
  }, selector);

const isInvisible = (ring: FocusRing) =>
  ring.style === 'none' || ring.width < 2 || ring.contrast < 3;

/** Presses Tab STOPS times and reads the ring at each stop. */
const tabThrough = async (page: Page): Promise<FocusRing[]> => {
  const rings: FocusRing[] = [];
  for (let stop = 0; stop < STOPS; stop++) {
    await page.keyboard.press('Tab');
    const ring = await ringOf(page);
    if (ring) rings.push(ring);
  }
  return rings;
};

const expectVisibleFocus = async (page: Page) => {
  const rings = await tabThrough(page);
  expect(rings.length).toBeGreaterThan(5);
  const invisible = rings.filter(isInvisible);
  expect(
    invisible,
    invisible
      .map((r) => `${r.element}: ${r.style} ${r.width}px ${r.contrast.toFixed(2)}:1`)
      .join('\n'),
  ).toEqual([]);
};

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`keyboard focus is visible, ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('sign-in, Links, QR codes and Campaigns', async ({ page, server }) => {
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expectVisibleFocus(page);

      await signInAsDemo(page, server);
      for (const [nav, heading] of [
        ['Links', 'Links'],
        ['QR codes', 'QR codes'],
        ['Campaigns', 'Campaigns'],
      ]) {
        await openFromNav(page, nav);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await expectVisibleFocus(page);
      }
    });

    test('the option the arrow keys reach in the palette is marked like focus', async ({
      page,
      server,
    }) => {
      await signInAsDemo(page, server);
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: 'Go to, find or create' });
      await expect(palette.getByRole('combobox')).toBeFocused();
      // Focus stays in the search box (aria-activedescendant): the active option needs a ring.
      await page.keyboard.press('ArrowDown');
      const active = '[role="option"][aria-selected="true"]';
      await expect(palette.locator(active)).toHaveCount(1);
      const ring = await ringOf(page, active);
      expect(ring, JSON.stringify(ring)).not.toBeNull();
      expect(isInvisible(ring!), JSON.stringify(ring)).toBe(false);
    });
  });
}
