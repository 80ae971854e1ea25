/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';

/**
 * index.html paints its static shell with the stylesheet alone, so the scripts are fetched at low
 * priority: the stylesheet comes first on a busy connection (docs/decisions/first-paint-shell.md).
 */
const scriptsAfterStyles = (): Plugin => ({
  name: 'linkdeck:scripts-after-styles',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const marked = html.replace(
        /<(script type="module"|link rel="modulepreload") crossorigin/g,
        '<$1 fetchpriority="low" crossorigin',
      );
      if (!marked.includes('<script type="module" fetchpriority="low"'))
        throw new Error(
          'scripts-after-styles: the entry script tag has a new form; update the plugin.',
        );
      return marked;
    },
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), scriptsAfterStyles()],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': process.env.API_URL ?? 'http://127.0.0.1:8787',
    },
  },
  test: {
    // A focused test (it.only) would silently skip the rest: refused everywhere, not only in CI.
    allowOnly: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'tools',
          include: ['e2e/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
