import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isIndexOfReexports } from './chunk-groups-plugin';

const library = (path: string) => `/app/node_modules/${path}`;

describe('isIndexOfReexports', () => {
  it("knows a library's index: TanStack Query's names every hook", () => {
    const id = fileURLToPath(import.meta.resolve('@tanstack/react-query'));
    expect(isIndexOfReexports(id, readFileSync(id, 'utf8'))).toBe(true);
    expect(
      isIndexOfReexports(
        library('lib/index.js'),
        `"use client";\n// src/index.ts\nimport { a } from "./a.js";\nexport * from "core";\nexport * as b from './b.js';\nexport { c as d } from "./c.js";\nexport {\n  a\n};\n`,
      ),
    ).toBe(true);
  });

  it('follows a module with code of its own, and every module of the app', () => {
    expect(
      isIndexOfReexports(
        library('lib/schema.js'),
        `import { z } from "zod";\nexport const s = z.string();\n`,
      ),
    ).toBe(false);
    expect(isIndexOfReexports(library('lib/one.js'), 'export const one = 1;\n')).toBe(false);
    expect(isIndexOfReexports('/app/src/api/index.ts', 'export * from "./links";\n')).toBe(false);
    expect(isIndexOfReexports(library('lib/missing.js'), null)).toBe(false);
  });
});
