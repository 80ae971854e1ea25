import { parseRedirectType } from '../../api/link-option-values';
import { currentLocale, defineMessage, t } from '../../lib/i18n';
import {
  filledRows,
  type EditorStart,
  type LinkEditorValues,
  type OptionSource,
} from './link-editor-values';
import { REDIRECT_WORDS } from './link-words';
import { COUNTED } from '../../components/ui/list-noun';

const NOT_REPORTED = defineMessage({ defaultMessage: 'not reported by your service' });
const NONE = defineMessage({
  defaultMessage: 'none',
  description: 'a closed section of the link editor holds no value',
});

/** "none", or "not reported" when the instance does not say and this device did not set it. */
const orUnknown = (isEmpty: boolean, source: OptionSource, text: string, none = t(NONE)) =>
  !isEmpty ? text : source === 'unknown' ? t(NOT_REPORTED) : none;

const TARGETS = defineMessage({
  defaultMessage: '{count, plural, one {# target: {list}} other {# targets: {list}}}',
  description: 'list: what the targets are chosen by, like "CA, iPhone, de"',
});

const SUMMARY_REDIRECT_WORDS = {
  ...REDIRECT_WORDS,
  'splash-page': defineMessage({ defaultMessage: 'A splash page' }),
  overlay: defineMessage({ defaultMessage: 'A CTA overlay' }),
};

/** A closed section says a long value by its start. */
const shortened = (text: string, max = 60) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

const listed = (items: readonly string[]) =>
  new Intl.ListFormat(currentLocale(), { type: 'unit' }).format(items);

/** The password and expiry section's line. */
const protectionWords = (values: LinkEditorValues, { sources, hasPassword }: EditorStart) => [
  values.clearPassword
    ? t({ defaultMessage: 'password removed' })
    : values.password
      ? t({ defaultMessage: 'new password' })
      : hasPassword === undefined
        ? t({ defaultMessage: 'password not reported by your service' })
        : hasPassword
          ? t({ defaultMessage: 'password set' })
          : t({ defaultMessage: 'no password' }),
  values.expiry
    ? t(
        { defaultMessage: 'expires {date}', description: 'date: a date and time' },
        { date: new Date(values.expiry).toLocaleString(currentLocale()) },
      )
    : sources.expiry === 'unknown'
      ? t({ defaultMessage: 'expiry not reported by your service' })
      : t({ defaultMessage: 'no expiry' }),
];

/** Names of the account's campaigns and channels by id (as the selects hold them). */
export type GroupNames = {
  campaigns: ReadonlyMap<string, string>;
  channels: ReadonlyMap<string, string>;
};

const groupingWords = (values: LinkEditorValues, names: GroupNames) => [
  ...(values.campaign
    ? [
        t(
          { defaultMessage: 'campaign {name}', description: 'name: the campaign’s name' },
          { name: names.campaigns.get(values.campaign) ?? `#${values.campaign}` },
        ),
      ]
    : []),
  ...(values.channel
    ? [
        t(
          { defaultMessage: 'added to channel {name}', description: 'name: the channel’s name' },
          { name: names.channels.get(values.channel) ?? `#${values.channel}` },
        ),
      ]
    : []),
];

/**
 * One line per option section saying what it holds now (shown while it is closed): the value
 * itself where it fits on a line, so a folded section hides nothing it holds.
 */
export const optionSummaries = (
  values: LinkEditorValues,
  start: EditorStart,
  names: GroupNames,
) => {
  const { sources } = start;
  const type = values.type ? parseRedirectType(values.type) : null;
  const targets = [
    ...filledRows(values.geotarget).map((row) => row.location),
    ...filledRows(values.devicetarget).map((row) => row.device),
    ...filledRows(values.languagetarget).map((row) => row.language),
  ];
  const parameters = filledRows(values.parameters);
  const { apple, google } = values.deeplink;
  const grouping = groupingWords(values, names);
  return {
    protection: protectionWords(values, start).join(' · '),
    redirect: type ? t(SUMMARY_REDIRECT_WORDS[type.kind]) : t(NOT_REPORTED),
    pixels: orUnknown(
      values.pixels.length === 0,
      sources.pixels,
      t(COUNTED.pixels, { count: values.pixels.length }),
    ),
    targeting: orUnknown(
      targets.length === 0,
      sources.geotarget === 'unknown' || sources.languagetarget === 'unknown'
        ? 'unknown'
        : 'reported',
      t(TARGETS, { count: targets.length, list: shortened(listed(targets)) }),
    ),
    deeplink: orUnknown(
      !apple && !google,
      sources.deeplink,
      t(
        {
          defaultMessage: '{apps, select, both {iOS and Android} ios {iOS} other {Android}}',
          description: 'the app links a link has',
        },
        { apps: apple && google ? 'both' : apple ? 'ios' : 'android' },
      ),
    ),
    parameters: orUnknown(
      parameters.length === 0,
      sources.parameters,
      shortened(listed(parameters.map(({ name, value }) => (value ? `${name}=${value}` : name)))),
    ),
    social: orUnknown(
      !values.metadescription && !values.metaimage,
      sources.metadescription,
      shortened(values.metadescription || values.metaimage),
    ),
    grouping: orUnknown(
      grouping.length === 0,
      sources.campaign,
      listed(grouping),
      t({ defaultMessage: 'no campaign' }),
    ),
  };
};
