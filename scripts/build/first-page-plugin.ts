import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { minify, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/**
 * Builds the first paint into index.html (docs/decisions/0014-first-paint-shell.md): `#root` gets the
 * sign-in page as the app renders it, and <head> a small script that runs before that page is
 * parsed. Both come from the app's own source (render-first-page.tsx), so the static page is
 * the app's page and a later change to the page changes it too.
 */
interface FirstPage {
  html: string;
  script: string;
}

const PLACEHOLDER = /<div id="root">\s*<!--first-page-->\s*<\/div>/;
const DEV_SCRIPT_PATH = '/@linkdeck/before-app.js';

const render = async (root: string, mode: 'production' | 'development'): Promise<FirstPage> => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/build/render-first-page.tsx'],
    { cwd: root, env: { ...process.env, NODE_ENV: mode }, maxBuffer: 8 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as FirstPage;
};

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's scripts leave the page: the <head> script requests them after the first paint
 * (src/lib/first-paint.ts), so that paint has the connection to its stylesheet alone. There may
 * be several: an entry chunk that only imports others is left out, and they are written instead.
 */
const loadAfterFirstPaint = (html: string, signIn: string[], startUp: string[]) => {
  const sources = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
  const scripts = sources(MODULE_SCRIPT);
  if (scripts.length === 0)
    throw new Error('first-page: Vite wrote the entry script in a new form; update MODULE_SCRIPT.');
  const preloads = [...new Set([...sources(PRELOAD), ...startUp])].filter(
    (file) => !scripts.includes(file),
  );
  const own = signIn.filter((file) => !scripts.includes(file) && !preloads.includes(file));
  return {
    html: html.replace(MODULE_SCRIPT, '').replace(PRELOAD, ''),
    attributes: ` data-app="${scripts.join(' ')}" data-preload="${preloads.join(' ')}" data-sign-in="${own.join(' ')}"`,
  };
};

const SIGN_IN_PAGE = /[\\/]src[\\/]features[\\/]session[\\/]sign-in-page\.tsx$/;

/**
 * The sign-in page's chunk and the chunks it imports: the router would request them only once
 * the app's code has run (a second round trip, and link elements added in a long task).
 */
const signInFiles = (bundle: OutputBundle | undefined): string[] => {
  const page = chunksOf(bundle).find((chunk) => SIGN_IN_PAGE.test(chunk.facadeModuleId ?? ''));
  if (!page) throw new Error('first-page: the build has no chunk for the sign-in page.');
  return withImports(bundle, [page.fileName]);
};

/**
 * What the entry imports when it runs (React DOM, the app: src/main.tsx), requested with the
 * entry rather than one after the other.
 */
const startUpFiles = (bundle: OutputBundle | undefined): string[] =>
  withImports(
    bundle,
    chunksOf(bundle)
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => chunk.dynamicImports),
  );

const chunksOf = (bundle: OutputBundle | undefined) =>
  Object.values(bundle ?? {}).filter((file) => file.type === 'chunk');

/** `fileNames` and the chunks they import statically, at any depth, as paths. */
const withImports = (bundle: OutputBundle | undefined, fileNames: string[]): string[] => {
  const chunks = chunksOf(bundle);
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
      add(imported);
  };
  fileNames.forEach(add);
  return [...files].map((fileName) => `/${fileName}`);
};

const fill = (
  html: string,
  page: FirstPage,
  scriptPath: string,
  bundle: OutputBundle | undefined,
  isBuild: boolean,
) => {
  if (!PLACEHOLDER.test(html))
    throw new Error('first-page: index.html needs <div id="root"><!--first-page--></div>.');
  // The dev server's scripts stay as Vite writes them (its client and hot reload need them).
  const app = isBuild
    ? loadAfterFirstPaint(html, signInFiles(bundle), startUpFiles(bundle))
    : { html, attributes: '' };
  // Before the stylesheet, so it runs as soon as it arrives, not after the stylesheet.
  return app.html
    .replace(PLACEHOLDER, () => `<div id="root">${page.html}</div>`)
    .replace('</title>', `</title>\n    <script src="${scriptPath}"${app.attributes}></script>`);
};

export const firstPage = (): Plugin => {
  let root = '';
  let isBuild = false;
  let built: { page: FirstPage; fileName: string } | undefined;
  let dev: Promise<FirstPage> | undefined;
  const renderDev = () => (dev ??= render(root, 'development'));

  return {
    name: 'linkdeck:first-page',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
    },
    async buildStart() {
      if (!isBuild) return;
      const page = await render(root, 'production');
      // Loaded by every page before its first paint: minified like the app's own scripts.
      const { code: script } = await minify('before-app.js', page.script);
      const hash = createHash('sha256').update(script).digest('hex').slice(0, 8);
      // A hashed name like the other assets: cached for a year, never stale.
      const fileName = `assets/before-app-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: script });
      built = { page, fileName };
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (file.startsWith(join(root, 'src'))) dev = undefined;
      });
      server.middlewares.use(DEV_SCRIPT_PATH, (_request, response, next) => {
        renderDev()
          .then(({ script }) => {
            response.setHeader('Content-Type', 'text/javascript');
            response.end(script);
          })
          .catch(next);
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html, { server, bundle }) => {
        if (server) return fill(html, await renderDev(), DEV_SCRIPT_PATH, undefined, false);
        if (!built) throw new Error('first-page: index.html was transformed before buildStart.');
        return fill(html, built.page, `/${built.fileName}`, bundle, true);
      },
    },
  };
};
