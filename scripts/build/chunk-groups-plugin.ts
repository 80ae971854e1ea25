import type { Plugin } from 'vite';

/**
 * A few chunks where the bundler's automatic splitting makes dozens (docs/decisions/0040).
 * Every small chunk costs its own request and its own compression window, so one file per
 * layer is smaller as a browser loads it:
 * - `renderer`: React DOM, which the entry imports statically and evaluates in its own task;
 * - `start`: what the entry imports once it has run — the router, the app, the first page;
 * - `signed-in`: what the signed-in frame (app-shell.tsx) imports statically on top of that —
 *   every signed-in page;
 * - `shell-and-sign-in`: the part of the frame the sign-in page also imports (its form's
 *   pieces), apart, so the first page never loads the signed-in frame;
 * - `device`: the device session, its cache and its tab channel, loaded with the first session.
 * Pages and what loads on first use stay split as before.
 */

/**
 * React DOM and what it imports, with Vite's helper for loading a chunk and its imports: the
 * entry imports them statically, so they evaluate with it; the app's own code (`start`) is
 * imported when the entry has run, and evaluates in a task of its own, so start-up has no long
 * task. Without the helper here, `start` would take it with it, and the entry would import `start`
 * statically.
 */
const RENDERER = /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/;
const PRELOAD_HELPER = /vite[\\/]preload-helper/;
/** The device session and what it loads with the first session (its cache and tab channel). */
const DEVICE = /[\\/]src[\\/]app[\\/](device-session|device-cache|tab-sync)\.ts$/;
const SHELL = /[\\/]src[\\/]app[\\/]app-shell\.tsx$/;
const FIRST_PAGE = /[\\/]src[\\/]features[\\/]session[\\/]sign-in-page\.tsx$/;
/**
 * Words most signed-in pages show (a list's column names, "Delete"): too small for a chunk of
 * their own (its request and compression window cost more than they do), they ride with the frame.
 */
const SIGNED_IN_WORDS = /[\\/]src[\\/](components[\\/]ui[\\/]words|resources[\\/]columns)\.ts$/;
/** Every page shows the page header, the sign-in page too: it rides with the start chunk. */
const EVERY_PAGE = /[\\/]src[\\/]components[\\/]layout[\\/]page-header\.tsx$/;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    isEntry: boolean;
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

const FROM = String.raw`\s*from\s*['"][^'"]+['"]`;
/** One import, or one export of what a module imports (`export * from`, `export { a } from`…). */
const REEXPORT_STATEMENT = new RegExp(
  String.raw`^\s*(import\s[^;'"]*${FROM}|import\s*['"][^'"]+['"]|export\s*\*(\s*as\s+[\w$]+)?${FROM}|export\s*\{[^}]*\}(${FROM})?)\s*;?`,
  'gm',
);

/** A library's index: nothing but imports and re-exports; what it names is used or shaken away. */
export const isIndexOfReexports = (id: string, code: string | null) =>
  /[\\/]node_modules[\\/]/.test(id) &&
  code !== null &&
  code
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .replace(/^\s*["']use client["'];?/gm, '')
    .replace(REEXPORT_STATEMENT, '')
    .trim() === '';

/**
 * `roots` and every module they import statically, at any depth — but not through a library's
 * index of re-exports, which names far more than the importer uses.
 */
const staticClosure = (graph: ModuleGraph, roots: string[]) => {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (info && !isIndexOfReexports(id, info.code)) stack.push(...info.importedIds);
  }
  return seen;
};

export const chunkGroups = () => {
  const renderer = new Set<string>();
  const start = new Set<string>();
  const shared = new Set<string>();
  const signedIn = new Set<string>();
  const device = new Set<string>();
  const plugin: Plugin = {
    name: 'linkdeck:chunk-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closureOf = (test: (id: string) => boolean | undefined) =>
        staticClosure(this, ids.filter(test));
      for (const id of closureOf((id) => RENDERER.test(id) || PRELOAD_HELPER.test(id)))
        renderer.add(id);
      // The entry (main.tsx) stays the entry chunk; what it imports once it has run is `start`.
      const entryOwn = closureOf((id) => this.getModuleInfo(id)?.isEntry);
      const entry = staticClosure(this, [
        ...entryOwn,
        ...[...entryOwn].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
      ]);
      const firstPage = closureOf((id) => FIRST_PAGE.test(id));
      for (const id of entry) if (!entryOwn.has(id) && !renderer.has(id)) start.add(id);
      for (const id of ids)
        if (SIGNED_IN_WORDS.test(id) && !firstPage.has(id) && !entry.has(id)) signedIn.add(id);
      for (const id of closureOf((id) => SHELL.test(id))) {
        if (entry.has(id)) continue;
        (firstPage.has(id) ? shared : signedIn).add(id);
      }
      for (const id of closureOf((id) => DEVICE.test(id)))
        if (!entry.has(id) && !firstPage.has(id) && !signedIn.has(id)) device.add(id);
    },
  };
  return {
    plugin,
    groups: [
      { name: 'renderer', test: (id: string) => renderer.has(id), priority: 4 },
      { name: 'start', test: (id: string) => start.has(id) || EVERY_PAGE.test(id), priority: 3 },
      { name: 'shell-and-sign-in', test: (id: string) => shared.has(id), priority: 2 },
      { name: 'signed-in', test: (id: string) => signedIn.has(id), priority: 1 },
      { name: 'device', test: (id: string) => device.has(id), priority: 1 },
    ],
  };
};
