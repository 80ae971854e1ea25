/**
 * Countries as services and people name them. Statistics name them in English (the reference
 * server with the browser's own `Intl.DisplayNames`, real instances with names such as "United
 * States of America"); targets may name them by code or by name. One table of the spellings the
 * browser does not produce, one way to read a name: the link editor, the statistics tables and
 * the world map all read countries here.
 */

// Countries: ISO 3166-1 alpha-2, plus XK (Kosovo), which Cloudflare's country header uses.
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
  'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ ' +
  'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW ' +
  'GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV ' +
  'MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG ' +
  'TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ' +
  'ZM ZW'
).split(' ');

/** Names people and instances use that differ from the English name `Intl` gives. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  'czech republic': 'CZ',
  czechia: 'CZ',
  turkey: 'TR',
  turkiye: 'TR',
  'ivory coast': 'CI',
  "cote d'ivoire": 'CI',
  'south korea': 'KR',
  korea: 'KR',
  'republic of korea': 'KR',
  'korea, republic of': 'KR',
  "korea, democratic people's republic of": 'KP',
  'iran, islamic republic of': 'IR',
  'moldova, republic of': 'MD',
  'tanzania, united republic of': 'TZ',
  'north korea': 'KP',
  russia: 'RU',
  'russian federation': 'RU',
  vietnam: 'VN',
  'viet nam': 'VN',
  'hong kong': 'HK',
  macau: 'MO',
  macao: 'MO',
  macedonia: 'MK',
  'north macedonia': 'MK',
  swaziland: 'SZ',
  eswatini: 'SZ',
  burma: 'MM',
  myanmar: 'MM',
  holland: 'NL',
  'cape verde': 'CV',
  'cabo verde': 'CV',
  'east timor': 'TL',
  'timor-leste': 'TL',
  vatican: 'VA',
  'vatican city': 'VA',
  'holy see': 'VA',
  palestine: 'PS',
  'republic of the congo': 'CG',
  'congo-brazzaville': 'CG',
  'democratic republic of the congo': 'CD',
  'dr congo': 'CD',
  'congo-kinshasa': 'CD',
  bosnia: 'BA',
  uae: 'AE',
};

/** Lower case, no accents or punctuation, `&` as "and", "Saint" as "St", no leading "the". */
const normaliseName = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bsaint\b/g, 'st')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^the /, '');

/**
 * A lookup from a country's name (the browser's English name, an alias above, or a two-letter
 * code, in any case) to one of `codes`, or undefined when it names none of them ("Unknown", a
 * territory the map has no shape for).
 */
export const countryCodeLookup = (
  codes: Iterable<string>,
): ((name: string) => string | undefined) => {
  const known = new Set(codes);
  const byName = new Map<string, string>();
  for (const code of known) {
    byName.set(normaliseName(code), code);
    byName.set(normaliseName(countryName(code)), code);
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES))
    if (known.has(code)) byName.set(normaliseName(alias), code);
  return (name) => byName.get(normaliseName(name));
};

let anyCountry: ((name: string) => string | undefined) | undefined;

/** The ISO code of a country named by code or by any spelling above, or null. */
export const countryCode = (value: string): string | null =>
  (anyCountry ??= countryCodeLookup(COUNTRY_CODES))(value) ?? null;

const namesByLocale = new Map<string, Intl.DisplayNames>();

/**
 * A country's name ("CA" → "Canada"), in English unless told: what instances report and what
 * `countryCode` reads. The dashboard shows it in its language (`countryName(code, currentLocale())`).
 */
export const countryName = (code: string, locale = 'en'): string => {
  let names = namesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    namesByLocale.set(locale, names);
  }
  return names.of(code) ?? code;
};

/**
 * A country as statistics name it ("United States", "Côte d'Ivoire", "DE") in `locale`'s words
 * ("États-Unis"), or undefined when the name is no country ("Unknown").
 */
export const countryNameIn = (name: string, locale: string): string | undefined => {
  const code = countryCode(name);
  return code === null ? undefined : countryName(code, locale);
};
