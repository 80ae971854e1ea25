import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The pseudo-locale (en-XA): the English with every letter accented and each message 40 %
 * longer, so text that skipped translation stands out and a layout that cannot take longer
 * words (German, French) shows it in English already. Placeholders and plural rules stay.
 */
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const accent = (text: string) =>
  [...text].map((char) => ACCENTED[PLAIN.indexOf(char)] ?? char).join('');

const visit = (elements: MessageFormatElement[]): MessageFormatElement[] =>
  elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.select || element.type === TYPE.plural)
      return {
        ...element,
        options: Object.fromEntries(
          Object.entries(element.options).map(([key, option]) => [
            key,
            { ...option, value: visit(option.value) },
          ]),
        ),
      };
    if (element.type === TYPE.tag) return { ...element, children: visit(element.children) };
    return element;
  });

const lengthOf = (elements: MessageFormatElement[]): number =>
  elements.reduce(
    (sum, element) => sum + (element.type === TYPE.literal ? element.value.length : 4),
    0,
  );

// In words of at most 8, as a language's longer words are: one unbreakable run as long as a
// long sentence's 40 % would overflow any phone, which no real language does.
const paddingOf = (length: number) => '·'.repeat(length).replace(/·{8}(?=·)/g, '$& ');

export const pseudoLocalize = (elements: MessageFormatElement[]): MessageFormatElement[] => {
  const padding = paddingOf(Math.ceil(lengthOf(elements) * 0.4));
  return [
    { type: TYPE.literal, value: '[' },
    ...visit(elements),
    { type: TYPE.literal, value: ` ${padding}]` },
  ];
};
