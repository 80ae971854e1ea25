import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extract } from '@formatjs/cli-lib';
import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';
import { MESSAGE_OPTIONS } from './build/message-options.ts';
import { LOCALES, SOURCE_LOCALE } from '../src/lib/locales.ts';

/**
 * The catalogs' keeper (docs/decisions/0041-languages.md; docs/user-guide.md, "Languages").
 * - `extract` writes lang/en.json from the source's `t({ defaultMessage })` calls, and drops from
 *   every other catalog the messages the source no longer has.
 * - `check` (in `npm test`) fails when lang/en.json is not what the source says, when a catalog
 *   misses a message or keeps an unused one, or when a translation is not valid ICU or does not
 *   have the English's placeholders, plurals and tags.
 */
type Catalog = Record<string, { defaultMessage: string; description?: string }>;

const catalogPath = (locale: string) => join('lang', `${locale}.json`);
const read = (locale: string): Catalog =>
  JSON.parse(readFileSync(catalogPath(locale), 'utf8')) as Catalog;
const write = (locale: string, catalog: Catalog) =>
  writeFileSync(catalogPath(locale), `${JSON.stringify(catalog, null, 2)}\n`);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });

/**
 * Every message of the source, by id. The same English said in several places is one message;
 * their descriptions are joined for the translator. Two texts with one id (a hash collision)
 * stop the extraction.
 */
const extractSource = async (): Promise<Catalog> => {
  const occurrences = JSON.parse(
    await extract(sourceFiles('src'), {
      ...MESSAGE_OPTIONS,
      // Each occurrence apart, so none is dropped before its description is read.
      overrideIdFn: (id, defaultMessage, description) =>
        JSON.stringify([id ?? '', defaultMessage ?? '', description ?? '']),
    }),
  ) as Record<string, unknown>;
  const catalog: Catalog = {};
  for (const key of Object.keys(occurrences)) {
    const [explicitId, defaultMessage, description] = JSON.parse(key) as string[];
    const id = MESSAGE_OPTIONS.overrideIdFn(explicitId, defaultMessage);
    const known = catalog[id];
    if (known && known.defaultMessage !== defaultMessage)
      throw new Error(
        `Two messages have the id ${id}: "${known.defaultMessage}", "${defaultMessage}". Give one an id of its own.`,
      );
    const descriptions = new Set([known?.description, description].filter(Boolean));
    catalog[id] = {
      defaultMessage,
      ...(descriptions.size ? { description: [...descriptions].join(' · ') } : {}),
    };
  }
  return Object.fromEntries(
    Object.keys(catalog)
      .sort()
      .map((id) => [id, catalog[id]]),
  );
};

const translations = LOCALES.map(({ code }) => code).filter((code) => code !== SOURCE_LOCALE);

/** "sélectionné(s)": a plural ending in brackets, which ICU's plural writes properly ("http(s)" is not one). */
const FAKE_PLURAL = /\p{L}(?<!http)\((?:s|e|es|n|en|x)\)/u;

const problemsOf = (locale: string, source: Catalog, catalog: Catalog): string[] => {
  const problems: string[] = [];
  for (const [id, { defaultMessage }] of Object.entries(source)) {
    const translated = catalog[id];
    if (!translated) {
      problems.push(`${locale}: missing ${id} "${defaultMessage}"`);
      continue;
    }
    try {
      const same = isStructurallySame(parse(defaultMessage), parse(translated.defaultMessage));
      if (!same.success)
        problems.push(`${locale}: ${id} does not match the English: ${same.error?.message}`);
    } catch (error) {
      problems.push(`${locale}: ${id} is not a valid message: ${(error as Error).message}`);
    }
    if (FAKE_PLURAL.test(translated.defaultMessage))
      problems.push(
        `${locale}: ${id} writes a plural as "(s)": use {count, plural, one {…} other {…}}`,
      );
  }
  for (const id of Object.keys(catalog))
    if (!source[id]) problems.push(`${locale}: ${id} is no longer used; run npm run i18n:extract`);
  return problems;
};

const [command] = process.argv.slice(2);
const source = await extractSource();

if (command === 'extract') {
  write(SOURCE_LOCALE, source);
  for (const locale of translations) {
    const catalog = read(locale);
    const kept = Object.keys(source).filter((id) => catalog[id]);
    write(locale, Object.fromEntries(kept.map((id) => [id, catalog[id]])));
  }
  console.log(`${Object.keys(source).length} messages. Translations missing:`);
  for (const locale of translations) {
    const catalog = read(locale);
    console.log(`  ${locale}: ${Object.keys(source).filter((id) => !catalog[id]).length}`);
  }
} else if (command === 'check') {
  const problems: string[] = [];
  if (JSON.stringify(read(SOURCE_LOCALE)) !== JSON.stringify(source))
    problems.push('lang/en.json is not what the source says: run npm run i18n:extract');
  for (const locale of translations) problems.push(...problemsOf(locale, source, read(locale)));
  for (const line of problems) console.error(line);
  console.log(`${Object.keys(source).length} messages, ${translations.length} translations.`);
  process.exit(problems.length === 0 ? 0 : 1);
} else {
  console.error('usage: node --import tsx scripts/i18n.ts extract|check');
  process.exit(2);
}
