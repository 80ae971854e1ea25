import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Arabic reads right to left: `<html dir="rtl">` mirrors the layout only where styles
 * name sides by reading direction — `ms-`, `pe-`, `start-`, `text-end`, `border-s` — not `ml-`,
 * `pr-`, `left-`, `text-right`, `border-l`. This finds the physical ones in the app's classes.
 */
const PHYSICAL_SIDE =
  /(?<=["'`\s:])-?(?:(?:[mp][lr]|left|right|scroll-[mp][lr])-(?:\d+(?:\.\d+)?|px|auto|full|\d+\/\d+|\[[^\]\s]+\])|(?:text|float|clear)-(?:left|right)|border-[lr](?:-\d+)?|rounded-(?:[tb]?[lr])(?:-[a-z0-9]+)?)(?=["'`\s])/g;

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('styles for both reading directions', () => {
  it('finds a physical side where it is written', () => {
    const found = (text: string) => text.match(PHYSICAL_SIDE) ?? [];
    expect(found('className="ml-2 text-right sm:pr-4 rounded-l-md border-l"')).toEqual([
      'ml-2',
      'text-right',
      'pr-4',
      'rounded-l-md',
      'border-l',
    ]);
    expect(found('className="ms-2 text-end sm:pe-4 rounded-s-md border-s"')).toEqual([]);
    expect(found('// a count, right-aligned; drawn on the left')).toEqual([]);
  });

  it('names every side of the app by reading direction (start and end)', () => {
    const physical = sourceFiles(join(import.meta.dirname, '..', 'src')).flatMap((path) =>
      (readFileSync(path, 'utf8').match(PHYSICAL_SIDE) ?? []).map((found) => `${path}: ${found}`),
    );
    expect(physical).toEqual([]);
  });
});
