import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromiumArgs, chromiumPathOrExit } from '../../e2e/chromium';

/**
 * Draws the installed app's icons (public/icon-*.png) from the favicon's design, in Chromium.
 * Run after changing the design: `node --import tsx scripts/build/make-icons.ts`; the PNGs are
 * committed, so a build needs no browser.
 */
const BRAND = '#2553d8';
const GLYPH =
  '<path d="M13 19l6-6M11 15l-2 2a4 4 0 0 0 6 6l2-2M21 17l2-2a4 4 0 0 0-6-6l-2 2" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round"/>';

/** The favicon: a rounded tile, transparent corners. */
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND}"/>${GLYPH}</svg>`;
/**
 * Full bleed for launchers that cut their own shape (maskable) and for iOS: the glyph stays
 * inside the central 80 % circle every mask keeps.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 40 40"><rect x="-4" y="-4" width="40" height="40" fill="${BRAND}"/>${GLYPH}</svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: tile },
  { file: 'icon-512.png', size: 512, svg: tile },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const publicDir = resolve(import.meta.dirname, '..', '..', 'public');
const browser = await chromium.launch({ executablePath: chromiumPathOrExit(), args: chromiumArgs });
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    writeFileSync(join(publicDir, file), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
