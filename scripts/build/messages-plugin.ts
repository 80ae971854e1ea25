import { readFile } from 'node:fs/promises';
import { transformAsync, types, type PluginObj } from '@babel/core';
import formatjs from 'babel-plugin-formatjs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { compileMessage, type CompiledMessage } from '../../src/lib/message-format.ts';
import { messageId } from '../../src/lib/message-id.ts';
import { MESSAGE_OPTIONS } from './message-options.ts';
import { pseudoLocalize } from './pseudo-locale.ts';

/**
 * The app's words at build time (docs/decisions/0041-languages.md):
 * - each `t({ defaultMessage })` in src/ gets its id (babel-plugin-formatjs) and its English
 *   pre-parsed, so the browser needs no message parser (`@formatjs/icu-messageformat-parser` is aliased to
 *   its no-parser build) and English no catalog;
 * - `lang/<locale>.json?messages` is a translator's catalog compiled to `{ id: parsed message }`,
 *   a chunk of its own; `lang/en.json?pseudo` is the pseudo-locale made from the English.
 */
const CATALOG = /[\\/]lang[\\/][^\\/]+\.json\?(messages|pseudo)$/;
const SOURCE = /[\\/]src[\\/].+\.tsx?$/;

type Catalog = Record<string, { defaultMessage: string }>;

const compileCatalog = (catalog: Catalog, isPseudo: boolean) => {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [id, { defaultMessage }] of Object.entries(catalog)) {
    const elements = parse(defaultMessage);
    compiled[id] = compileMessage(isPseudo ? pseudoLocalize(elements) : elements);
  }
  return compiled;
};

/**
 * The English in the source, once babel-plugin-formatjs has given each message its id. A message
 * that travels as a string whose hash is its id goes without the id: `t` computes it.
 */
const compileSourceMessages = (): PluginObj => ({
  visitor: {
    Program: {
      exit(program) {
        program.traverse({
          ObjectProperty(property) {
            const { key, value } = property.node;
            if (!types.isIdentifier(key, { name: 'defaultMessage' })) return;
            if (!types.isStringLiteral(value)) return;
            const compiled = compileMessage(parse(value.value));
            property.node.value = types.valueToNode(compiled);
            const descriptor = property.parentPath.node;
            if (typeof compiled !== 'string' || !types.isObjectExpression(descriptor)) return;
            descriptor.properties = descriptor.properties.filter(
              (other) =>
                !(
                  types.isObjectProperty(other) &&
                  types.isIdentifier(other.key, { name: 'id' }) &&
                  types.isStringLiteral(other.value, { value: messageId(compiled) })
                ),
            );
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
      plugins: [[formatjs, MESSAGE_OPTIONS], compileSourceMessages],
    });
    if (!result?.code) return null;
    return { code: result.code, map: result.map ? JSON.stringify(result.map) : null };
  },
});
