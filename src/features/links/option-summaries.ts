import { parseRedirectType } from '../../api/link-option-values';
import { currentLocale, defineMessage, t } from '../../lib/i18n';
import type { EditorStart, LinkEditorValues, OptionSource } from './link-editor-values';
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
  defaultMessage: '{count, plural, one {# target} other {# targets}}',
});
const PARAMETERS = defineMessage({
  defaultMessage: '{count, plural, one {# parameter} other {# parameters}}',
});

const SUMMARY_REDIRECT_WORDS = {
  ...REDIRECT_WORDS,
  'splash-page': defineMessage({ defaultMessage: 'A splash page' }),
  overlay: defineMessage({ defaultMessage: 'A CTA overlay' }),
};

/** The visibility section's line: the status, the password, the expiry. */
const visibilityWords = (values: LinkEditorValues, { sources, hasPassword }: EditorStart) => [
  values.status
    ? t(
        {
          defaultMessage: '{status, select, private {private} other {public}}',
          description: 'the visibility of a link, in a summary line',
        },
        { status: values.status },
      )
    : t({ defaultMessage: 'visibility not reported by your service' }),
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

/** One line per option section saying what it holds now (shown while it is closed). */
export const optionSummaries = (values: LinkEditorValues, start: EditorStart) => {
  const { sources } = start;
  const type = values.type ? parseRedirectType(values.type) : null;
  const targets =
    values.geotarget.length + values.devicetarget.length + values.languagetarget.length;
  const { apple, google } = values.deeplink;
  return {
    visibility: visibilityWords(values, start).join(' · '),
    redirect: type ? t(SUMMARY_REDIRECT_WORDS[type.kind]) : t(NOT_REPORTED),
    pixels: orUnknown(
      values.pixels.length === 0,
      sources.pixels,
      t(COUNTED.pixels, { count: values.pixels.length }),
    ),
    targeting: orUnknown(
      targets === 0,
      sources.geotarget === 'unknown' || sources.languagetarget === 'unknown'
        ? 'unknown'
        : 'reported',
      t(TARGETS, { count: targets }),
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
      values.parameters.length === 0,
      sources.parameters,
      t(PARAMETERS, { count: values.parameters.length }),
    ),
    social: orUnknown(
      !values.metadescription && !values.metaimage,
      sources.metadescription,
      values.metatitle || t({ defaultMessage: 'description or image set' }),
      values.metatitle
        ? t(
            { defaultMessage: 'title: {title}', description: 'title: the preview title of a link' },
            { title: values.metatitle },
          )
        : t(NONE),
    ),
    grouping: orUnknown(
      values.campaign === '' && values.channel === '',
      sources.campaign,
      t({ defaultMessage: 'campaign or channel chosen' }),
      t({ defaultMessage: 'no campaign' }),
    ),
  };
};
