import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** One zod flavour: a single classic import puts its API back in the bundle (docs/decisions/0006). */
const classicZod = ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
  name,
  message: 'Import { z } from zod/mini.',
}));

/** No React in the layers below the UI (docs/decisions/0002). */
const noReact = (message) => ({
  'no-restricted-imports': [
    'error',
    { paths: classicZod, patterns: [{ regex: '^react', message }] },
  ],
});

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Dependencies flow one way, as zones of import-x/no-restricted-paths over the resolved file
 * (docs/decisions/0002): api, lib → components → resources → features → app; a feature folder
 * imports no other feature folder; the server imports src/api only.
 */
const layers = [
  {
    target: ['./src/api', './src/lib'],
    from: ['./src/components', './src/resources', './src/features', './src/app'],
    message: 'src/api and src/lib are the base: no UI, no resources, features or app.',
  },
  {
    target: './src/components',
    from: ['./src/resources', './src/features', './src/app'],
    message: 'Shared components take what they show as props: no resources, features or app.',
  },
  {
    target: './src/resources',
    from: ['./src/features', './src/app'],
    message: 'Resources are below the features: they may not import features or app.',
  },
  { target: './src/features', from: './src/app', message: 'Features may not import app/.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'Features do not import each other: what two features need lives in src/resources or src/components, or app/ passes it in.',
  })),
];
const serverZone = (except) => ({
  target: './server',
  from: './src',
  except,
  message: 'The server may import only src/api (no React, no UI).',
});
const zones = (extra = []) => ({
  'import-x/no-restricted-paths': ['error', { zones: [...layers, ...extra] }],
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
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: zones([serverZone(['./api'])]),
  },
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
    rules: noReact('src/api and src/lib hold no React and no UI.'),
  },
  {
    files: ['server/**'],
    rules: noReact('The server holds no React.'),
  },
  {
    // What the first page loads: the sign-in form and the fields it shares with every form
    // (docs/decisions/0036-first-page-form.md).
    files: [
      'src/features/session/sign-in-page.tsx',
      'src/components/form/{field-shell,field-source,use-field,text-field,checkbox-field,form-error,plain-form}.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...classicZod,
            {
              name: 'react-hook-form',
              message:
                'The first page loads without react-hook-form: read the form through useFieldSource().',
            },
          ],
        },
      ],
    },
  },
  {
    // The QR image the API links is drawn by the dashboard's own encoder and payload formats
    // (src/api/qr-types.ts), so it matches the printed code (docs/decisions/0020-server-real-dialect.md);
    // rendered to a string.
    files: ['server/public/qr-image.ts'],
    rules: {
      ...zones([serverZone(['./api'])]),
      'no-restricted-imports': [
        'error',
        {
          paths: classicZod,
          patterns: [
            {
              regex: '^react(?!$|-dom/server$)',
              message: 'The QR image may use React only to render qrcode.react to a string.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
