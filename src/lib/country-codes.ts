/**
 * Statistics name countries in English: the reference server with the browser's own
 * `Intl.DisplayNames`, real instances with names such as "United States of America". The browser
 * names every code the same way, so only the spellings it does not produce need an entry here.
 */
const ALIASES: Record<string, string> = {
  'united states of america': 'US',
  usa: 'US',
  'russian federation': 'RU',
  turkey: 'TR',
  'czech republic': 'CZ',
  'ivory coast': 'CI',
  "cote d'ivoire": 'CI',
  'south korea': 'KR',
  'korea, republic of': 'KR',
  'north korea': 'KP',
  'democratic republic of the congo': 'CD',
  'republic of the congo': 'CG',
  'the netherlands': 'NL',
  'great britain': 'GB',
  'viet nam': 'VN',
  burma: 'MM',
  swaziland: 'SZ',
  macedonia: 'MK',
  'cape verde': 'CV',
  'east timor': 'TL',
  'bosnia and herzegovina': 'BA',
  'hong kong': 'HK',
  macau: 'MO',
  'palestinian territories': 'PS',
  palestine: 'PS',
};

const normalise = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘]/g, "'")
    .replace(/&/g, 'and')
    .trim()
    .toLowerCase();

/**
 * A lookup from a country's name (the browser's English name, an alias above, or a two-letter
 * code) to one of `codes`, or undefined when it names none of them ("Unknown", a territory).
 */
export const countryCodeLookup = (
  codes: Iterable<string>,
): ((name: string) => string | undefined) => {
  const known = new Set(codes);
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const byName = new Map<string, string>();
  for (const code of known) {
    byName.set(normalise(code), code);
    const name = english.of(code);
    if (name) byName.set(normalise(name), code);
  }
  for (const [alias, code] of Object.entries(ALIASES)) if (known.has(code)) byName.set(alias, code);
  return (name) => byName.get(normalise(name));
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Every two-letter code the browser has a name for: countries, territories and a few groups. */
const namedRegionCodes = (): string[] => {
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return [...LETTERS].flatMap((a) =>
    [...LETTERS].map((b) => a + b).filter((code) => english.of(code) !== code),
  );
};

let anyCountry: ((name: string) => string | undefined) | undefined;
const namesByLocale = new Map<string, Intl.DisplayNames>();

/**
 * A country as statistics name it ("United States", "Côte d'Ivoire", "DE") in `locale`'s words
 * ("États-Unis"), or undefined when the name is no country ("Unknown").
 */
export const countryNameIn = (name: string, locale: string): string | undefined => {
  anyCountry ??= countryCodeLookup(namedRegionCodes());
  const code = anyCountry(name);
  if (!code) return undefined;
  let names = namesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    namesByLocale.set(locale, names);
  }
  return names.of(code);
};
