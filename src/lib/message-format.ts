import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Formats a message the build has already parsed (ICU MessageFormat, as FormatJS's parser writes
 * it): plurals by `Intl.PluralRules`, numbers and dates by `Intl` in `locale`. It stands in for
 * intl-messageformat (2.5 kB gzip on every page) because every message arrives parsed, so its
 * parser, caches and error classes would be weight (docs/decisions/0041-languages.md).
 */
export type MessageValue = string | number | Date | null | undefined;
export type MessageValues = Record<string, MessageValue>;

const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
};

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
const cached = <T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  locale: string,
  options: object,
  create: () => T,
): T => {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = create()));
  return formatter as T;
};

/** One `Intl.NumberFormat` per locale and options, made when first asked for. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

type Style = string | { parsedOptions: object } | null | undefined;
const optionsOf = <T extends object>(style: Style, named: (name: string) => T): T =>
  typeof style === 'string' ? named(style) : ((style?.parsedOptions ?? {}) as T);

export const formatElements = (
  elements: MessageFormatElement[],
  locale: string,
  values: MessageValues = {},
  count?: number,
): string => {
  let text = '';
  for (const element of elements) {
    const value = 'value' in element ? values[element.value] : undefined;
    switch (element.type) {
      case TYPE.literal:
        text += element.value;
        break;
      case TYPE.argument:
        text += value ?? '';
        break;
      case TYPE.number: {
        const options = optionsOf(element.style, (name) => NUMBER_STYLES[name] ?? {});
        text += numberFormat(locale, options).format(Number(value));
        break;
      }
      case TYPE.date:
      case TYPE.time: {
        const key = element.type === TYPE.date ? 'dateStyle' : 'timeStyle';
        const options = optionsOf<Intl.DateTimeFormatOptions>(element.style, (name) => ({
          [key]: name,
        }));
        const format = cached(
          'date',
          locale,
          options,
          () => new Intl.DateTimeFormat(locale, options),
        );
        text += format.format(value instanceof Date ? value : new Date(value ?? ''));
        break;
      }
      case TYPE.select:
        text += formatElements(
          (element.options[String(value)] ?? element.options.other).value,
          locale,
          values,
          count,
        );
        break;
      case TYPE.plural: {
        const number = Number(value) - element.offset;
        const rules = { type: element.pluralType };
        const rule = cached('plural', locale, rules, () => new Intl.PluralRules(locale, rules));
        const option =
          element.options[`=${Number(value)}`] ??
          element.options[rule.select(number)] ??
          element.options.other;
        text += formatElements(option.value, locale, values, number);
        break;
      }
      case TYPE.pound:
        text += numberFormat(locale).format(count ?? 0);
        break;
      case TYPE.tag:
        text += formatElements(element.children, locale, values, count);
        break;
    }
  }
  return text;
};
