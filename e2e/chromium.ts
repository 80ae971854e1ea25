import { accessSync, constants, statSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Where to look for Chromium, in this order; injected in the unit test. */
export interface ChromiumPlaces {
  /** CHROMIUM_PATH, when set. */
  fromEnv: string | undefined;
  /** Debian's package (`apt-get install chromium`). */
  debian: string;
  /** Where Playwright keeps the browser `npx playwright install chromium` downloads. */
  playwright: () => string | undefined;
  isExecutable: (path: string) => boolean;
}

export type ChromiumSearch = { path: string } | { problem: string };

export const NO_CHROMIUM =
  "No Chromium found: install Debian's (apt-get install chromium), or Playwright's (npx playwright install chromium), or set CHROMIUM_PATH to a Chromium binary.";

/** CHROMIUM_PATH when set, else Debian's Chromium, else Playwright's own; else what to do. */
export const findChromium = (places: ChromiumPlaces): ChromiumSearch => {
  if (places.fromEnv)
    return places.isExecutable(places.fromEnv)
      ? { path: places.fromEnv }
      : {
          problem: `CHROMIUM_PATH is ${places.fromEnv}, which is not an executable file: point it at a Chromium binary, or unset it to use Debian's or Playwright's Chromium.`,
        };
  if (places.isExecutable(places.debian)) return { path: places.debian };
  const managed = places.playwright();
  if (managed && places.isExecutable(managed)) return { path: managed };
  return { problem: NO_CHROMIUM };
};

const isExecutable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** This machine's Chromium; when there is none, one line saying how to get one, and exit. */
export const chromiumPathOrExit = (): string => {
  const found = findChromium({
    fromEnv: process.env.CHROMIUM_PATH || undefined,
    debian: '/usr/bin/chromium',
    playwright: () => chromium.executablePath() || undefined,
    isExecutable,
  });
  if ('path' in found) return found.path;
  console.error(found.problem);
  process.exit(1);
};

/** A container has no sandbox, GPU or large /dev/shm, and tests want no background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  // Chromium puts a sandboxed frame (pixel tags run in one) in a process of its own, whose
  // requests Playwright's router does not see; the frame's opaque origin and sandbox are the
  // same in one process, so the tests keep it there to watch what the tags load.
  '--disable-features=IsolateSandboxedIframes',
];
