import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Formats a message the build has already parsed (ICU MessageFormat, as FormatJS's parser writes
 * it): plurals by `Intl.PluralRules`, numbers and dates by `Intl` in `locale`. It stands in for
 * intl-messageformat (weight on every page) because every message arrives parsed, so its
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

/**
 * A message as the build sends it: words and `{placeholders}` only are one string (`t` fills
 * it); anything else is a list whose strings are words and whose objects are FormatJS's parsed
 * arguments, trimmed (a plural's options are their elements; offset 0 and cardinal are left out).
 */
export type CompiledMessage = string | CompiledElement[];
type Style = string | { parsedOptions: object };
export type CompiledElement =
  | string
  | {
      type: typeof ARGUMENT | typeof NUMBER | typeof DATE | typeof TIME;
      value: string;
      style?: Style;
    }
  | { type: typeof SELECT; value: string; options: Record<string, CompiledElement[]> }
  | {
      type: typeof PLURAL;
      value: string;
      options: Record<string, CompiledElement[]>;
      offset?: number;
      ordinal?: true;
    }
  | { type: typeof POUND }
  | { type: typeof TAG; value: string; children: CompiledElement[] };

// FormatJS's element types (its TYPE enum; importing it would bring its module to every page).
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

const compileElements = (elements: MessageFormatElement[]): CompiledElement[] =>
  elements.map((element): CompiledElement => {
    switch (element.type) {
      case LITERAL:
        return element.value;
      case NUMBER:
      case DATE:
      case TIME: {
        const { type, value, style } = element;
        if (!style) return { type, value };
        return {
          type,
          value,
          style: typeof style === 'string' ? style : { parsedOptions: style.parsedOptions },
        };
      }
      case SELECT:
      case PLURAL: {
        const options = Object.fromEntries(
          Object.entries(element.options).map(([key, option]) => [
            key,
            compileElements(option.value),
          ]),
        );
        if (element.type === SELECT) return { type: SELECT, value: element.value, options };
        return {
          type: PLURAL,
          value: element.value,
          options,
          ...(element.offset ? { offset: element.offset } : {}),
          ...(element.pluralType === 'ordinal' ? { ordinal: true as const } : {}),
        };
      }
      case TAG:
        return { type: TAG, value: element.value, children: compileElements(element.children) };
      case POUND:
        return { type: POUND };
      default:
        return { type: ARGUMENT, value: element.value };
    }
  });

/** The form a parsed message travels in (the build's; see CompiledMessage). */
export const compileMessage = (elements: MessageFormatElement[]): CompiledMessage => {
  const compiled = compileElements(elements);
  let text = '';
  for (const element of compiled) {
    if (typeof element === 'string' && !/[{}]/.test(element)) text += element;
    else if (typeof element === 'object' && element.type === ARGUMENT && !element.style)
      text += `{${element.value}}`;
    else return compiled;
  }
  return text;
};

const optionsOf = <T extends object>(style: Style | undefined, named: (name: string) => T): T =>
  typeof style === 'string' ? named(style) : ((style?.parsedOptions ?? {}) as T);

const formatElements = (
  elements: CompiledElement[],
  locale: string,
  values: MessageValues = {},
  count?: number,
): string => {
  let text = '';
  for (const element of elements) {
    if (typeof element === 'string') {
      text += element;
      continue;
    }
    const value = 'value' in element ? values[element.value] : undefined;
    switch (element.type) {
      case ARGUMENT:
        text += value ?? '';
        break;
      case NUMBER: {
        const options = optionsOf(element.style, (name) => NUMBER_STYLES[name] ?? {});
        text += numberFormat(locale, options).format(Number(value));
        break;
      }
      case DATE:
      case TIME: {
        const key = element.type === DATE ? 'dateStyle' : 'timeStyle';
        const options = optionsOf<Intl.DateTimeFormatOptions>(element.style, (name) => ({
          [key]: name,
        }));
        text += dateTimeFormat(locale, options).format(
          value instanceof Date ? value : new Date(value ?? ''),
        );
        break;
      }
      case SELECT:
        text += formatElements(
          element.options[String(value)] ?? element.options.other,
          locale,
          values,
          count,
        );
        break;
      case PLURAL: {
        const number = Number(value) - (element.offset ?? 0);
        const rules: Intl.PluralRulesOptions = { type: element.ordinal ? 'ordinal' : 'cardinal' };
        const rule = cached('plural', locale, rules, () => new Intl.PluralRules(locale, rules));
        const option =
          element.options[`=${Number(value)}`] ??
          element.options[rule.select(number)] ??
          element.options.other;
        text += formatElements(option, locale, values, number);
        break;
      }
      case POUND:
        text += numberFormat(locale).format(count ?? 0);
        break;
      case TAG:
        text += formatElements(element.children, locale, values, count);
        break;
    }
  }
  return text;
};

/** A compiled message with its `{placeholders}` filled from `values`. */
export const formatMessage = (
  message: CompiledMessage,
  locale: string,
  values: MessageValues = {},
): string =>
  typeof message === 'string'
    ? message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
    : formatElements(message, locale, values);
