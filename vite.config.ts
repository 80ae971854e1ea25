/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkGroups } from './scripts/build/chunk-groups-plugin.ts';
import { firstPage } from './scripts/build/first-page-plugin.ts';
import { installedApp } from './scripts/build/installed-app-plugin.ts';
import { messages } from './scripts/build/messages-plugin.ts';

export default defineConfig(({ command }) => {
  const chunks = chunkGroups();
  return {
    // The service worker and manifest are the built app's (the dev server and tests go without).
    plugins: [
      messages(),
      react(),
      tailwindcss(),
      firstPage(),
      command === 'build' && installedApp(import.meta.dirname),
      chunks.plugin,
    ],
    // React Router publishes one build with its development warnings on and one without; its
    // exports map gives bundlers the first. The built app takes the second, smaller one.
    resolve:
      command === 'build'
        ? {
            alias: [
              {
                find: /^react-router$/,
                replacement: `${import.meta.dirname}/node_modules/react-router/dist/production/index.mjs`,
              },
            ],
          }
        : undefined,
    build: {
      target: 'es2022',
      sourcemap: false,
      // Every browser the es2022 target runs in preloads modules itself: the polyfill would be weight on every page.
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
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
            // Typing into a large form in jsdom takes seconds on a busy 2-core machine: a time limit
            // here would measure the machine, not the code (speed is measured in `npm run bench`).
            testTimeout: 20_000,
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
            // ESLint's first run loads the whole config and its parsers: seconds on a busy machine.
            testTimeout: 20_000,
          },
        },
      ],
    },
  };
});
