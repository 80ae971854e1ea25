import { readFile } from 'node:fs/promises';
import { transformAsync, types, type PluginObject } from '@babel/core';
import formatjs from 'babel-plugin-formatjs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { MESSAGE_OPTIONS } from './message-options.ts';
import { pseudoLocalize } from './pseudo-locale.ts';

/**
 * The app's words at build time (docs/decisions/0041-languages.md):
 * - each `t({ defaultMessage })` in src/ gets its id and its English pre-parsed (babel-plugin-formatjs),
 *   so the browser needs no message parser (`@formatjs/icu-messageformat-parser` is aliased to
 *   its no-parser build) and English no catalog;
 * - `lang/<locale>.json?messages` is a translator's catalog compiled to `{ id: parsed message }`,
 *   a chunk of its own; `lang/en.json?pseudo` is the pseudo-locale made from the English.
 */
const CATALOG = /[\\/]lang[\\/][^\\/]+\.json\?(messages|pseudo)$/;
const SOURCE = /[\\/]src[\\/].+\.tsx?$/;

type Catalog = Record<string, { defaultMessage: string }>;

/** Plain words (one literal without a brace) travel as a string: `t` shows a string as it is. */
const compact = (elements: MessageFormatElement[]): MessageFormatElement[] | string => {
  const [first] = elements;
  return elements.length === 1 && first.type === TYPE.literal && !first.value.includes('{')
    ? first.value
    : elements;
};

const compileCatalog = (catalog: Catalog, isPseudo: boolean) => {
  const compiled: Record<string, MessageFormatElement[] | string> = {};
  for (const [id, { defaultMessage }] of Object.entries(catalog)) {
    const elements = parse(defaultMessage);
    compiled[id] = compact(isPseudo ? pseudoLocalize(elements) : elements);
  }
  return compiled;
};

/** The same for the English in the source, once babel-plugin-formatjs has parsed it. */
const compactParsedLiterals = (): PluginObject => ({
  visitor: {
    Program: {
      exit(program) {
        program.traverse({
          ObjectProperty(property) {
            const { key, value } = property.node;
            if (!types.isIdentifier(key, { name: 'defaultMessage' })) return;
            if (!types.isArrayExpression(value) || value.elements.length !== 1) return;
            const [element] = value.elements;
            if (!types.isObjectExpression(element) || element.properties.length !== 2) return;
            const [type, text] = element.properties;
            if (!types.isObjectProperty(type) || !types.isNumericLiteral(type.value, { value: 0 }))
              return;
            if (!types.isObjectProperty(text) || !types.isStringLiteral(text.value)) return;
            if (text.value.value.includes('{')) return;
            property.node.value = types.stringLiteral(text.value.value);
          },
        });
      },
    },
  },
});

export const messages = (): Plugin => ({
  name: 'linkdeck:messages',
  enforce: 'pre',
  config: (_config, { command }) =>
    command === 'build'
      ? {
          resolve: {
            alias: {
              '@formatjs/icu-messageformat-parser':
                '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          },
        }
      : undefined,
  async load(id) {
    const match = CATALOG.exec(id);
    if (!match) return null;
    const file = id.slice(0, id.indexOf('?'));
    this.addWatchFile(file);
    const catalog = JSON.parse(await readFile(file, 'utf8')) as Catalog;
    return {
      code: `export default ${JSON.stringify(compileCatalog(catalog, match[1] === 'pseudo'))};`,
      moduleType: 'js',
    };
  },
  async transform(code, id) {
    if (!SOURCE.test(id) || !code.includes('defaultMessage')) return null;
    const result = await transformAsync(code, {
      filename: id,
      babelrc: false,
      configFile: false,
      sourceMaps: true,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: [[formatjs, { ...MESSAGE_OPTIONS, ast: true }], compactParsedLiterals],
    });
    if (!result?.code) return null;
    return { code: result.code, map: result.map ? JSON.stringify(result.map) : null };
  },
});
