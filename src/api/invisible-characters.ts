/**
 * Characters that are invisible or change the direction of the text around them, so a name can
 * read differently than it is (docs/decisions/0045-invisible-and-direction-characters.md): bidi
 * embeddings, overrides and isolates, zero-width space, word joiner, invisible operators, BOM,
 * soft hyphen, blank fillers, tag characters. Left alone on purpose: ZWNJ and ZWJ (emoji
 * sequences, Persian, Indic scripts), the direction marks LRM, RLM and ALM (Arabic and Hebrew
 * text needs them and cannot reorder strong letters), variation selectors.
 *
 * One rule for the forms, the server, the public pages and the dashboard's display.
 */
const INVISIBLE =
  '[\\u00AD\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\u3164\\uFEFF\\uFFA0\\uFFF9-\\uFFFB\\u{1D173}-\\u{1D17A}\\u{E0000}-\\u{E007F}]';
/** A subdivision flag (🏴 + tag letters + cancel tag, e.g. Scotland's) is a picture, not hidden text. */
const FLAG_SEQUENCE = '\\u{1F3F4}[\\u{E0020}-\\u{E007E}]+\\u{E007F}';

// Khmer's invisible vowels are combining marks: each code point of the class is matched alone.
// eslint-disable-next-line no-misleading-character-class
const pattern = () => new RegExp(`(${FLAG_SEQUENCE})|${INVISIBLE}`, 'gu');

/** "U+202E": how a character is named in messages and markers. */
export const codePointName = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The text cut into plain runs and the invisible characters between them, in order. */
export const invisibleParts = (text: string): (string | { invisible: string })[] => {
  const parts: (string | { invisible: string })[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(pattern())) {
    plain += text.slice(last, match.index);
    last = match.index + match[0].length;
    if (match[1] !== undefined) {
      plain += match[1];
      continue;
    }
    if (plain) parts.push(plain);
    plain = '';
    parts.push({ invisible: match[0] });
  }
  plain += text.slice(last);
  if (plain) parts.push(plain);
  return parts;
};

/** The first invisible or direction-changing character of `text`, if any. */
export const firstInvisible = (text: string): string | undefined => {
  for (const part of invisibleParts(text)) if (typeof part !== 'string') return part.invisible;
  return undefined;
};

/** The text without them: what a public page shows of a row stored before they were refused. */
export const withoutInvisible = (text: string): string =>
  text.replace(pattern(), (_, flag?: string) => flag ?? '');

/** The text with each one written out as ⟨U+202E⟩: for places that take no markup (a tab title). */
export const markInvisible = (text: string): string =>
  text.replace(pattern(), (char: string, flag?: string) => flag ?? `⟨${codePointName(char)}⟩`);
