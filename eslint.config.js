import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** One zod flavour: a single classic import puts its API back in the bundle (docs/decisions/0006). */
const classicZod = ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
  name,
  message: 'Import { z } from zod/mini.',
}));

/** Dependencies flow one way: api, lib -> components -> features -> app (docs/decisions/0002). */
const boundary = (message, ...regexes) => ({
  'no-restricted-imports': [
    'error',
    { paths: classicZod, patterns: regexes.map((regex) => ({ regex, message })) },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'data',
      '.bench',
      '.lighthouse',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': ['error', { paths: classicZod }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['src/api/**', 'src/lib/**'],
    rules: boundary(
      'src/api and src/lib hold no React and no UI: they may not import components, features or app.',
      '^react',
      '/(components|features|app)/',
    ),
  },
  {
    files: ['src/components/**'],
    rules: boundary('Shared components may not import features or app.', '/(features|app)/'),
  },
  {
    files: ['src/features/**'],
    rules: boundary(
      "Features do not import each other (only another feature's *-queries module) nor app/.",
      '^\\.\\./(?!\\.)[^/]+/(?![^/]+-queries$)',
      '/app/',
    ),
  },
  {
    files: ['server/**'],
    rules: boundary(
      'The server may import only src/api (no React, no UI).',
      '^react',
      '/src/(?!api/)',
    ),
  },
  {
    // The QR image the API links is drawn by the dashboard's own encoder and payload formats
    // (src/api/qr-types.ts), so it matches the printed code (docs/decisions/server-real-dialect.md);
    // rendered to a string.
    files: ['server/public/qr-image.ts'],
    rules: boundary(
      'The QR image may use React only to render qrcode.react to a string.',
      '^react(?!$|-dom/server$)',
      '/src/(?!api/)',
    ),
  },
  prettier,
);
