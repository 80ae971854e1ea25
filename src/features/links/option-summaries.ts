import { parseRedirectType } from '../../api/link-option-values';
import type { EditorStart, LinkEditorValues, OptionSource } from './link-editor-values';

const NOT_REPORTED = 'not reported by your service';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** "none", or "not reported" when the instance does not say and this device did not set it. */
const orUnknown = (isEmpty: boolean, source: OptionSource, text: string, none: string) =>
  !isEmpty ? text : source === 'unknown' ? NOT_REPORTED : none;

/** "2 pixels", "none", or "not reported". */
const counted = (rows: readonly unknown[], source: OptionSource, noun: string) =>
  orUnknown(rows.length === 0, source, count(rows.length, noun), 'none');

const REDIRECT_WORDS = {
  direct: 'Direct',
  frame: 'Frame',
  splash: 'The service’s splash page',
  'splash-page': 'A splash page',
  overlay: 'A CTA overlay',
} as const;

/** One line per option section saying what it holds now (shown while it is closed). */
export const optionSummaries = (
  values: LinkEditorValues,
  { sources, hasPassword }: EditorStart,
) => {
  const type = values.type ? parseRedirectType(values.type) : null;
  const targets =
    values.geotarget.length + values.devicetarget.length + values.languagetarget.length;
  const password = values.clearPassword
    ? 'password removed'
    : values.password
      ? 'new password'
      : hasPassword === undefined
        ? `password ${NOT_REPORTED}`
        : hasPassword
          ? 'password set'
          : 'no password';
  return {
    visibility: [
      values.status || `visibility ${NOT_REPORTED}`,
      password,
      values.expiry
        ? `expires ${new Date(values.expiry).toLocaleString()}`
        : sources.expiry === 'unknown'
          ? `expiry ${NOT_REPORTED}`
          : 'no expiry',
    ].join(' · '),
    redirect: type ? REDIRECT_WORDS[type.kind] : NOT_REPORTED,
    pixels: counted(values.pixels, sources.pixels, 'pixel'),
    targeting: orUnknown(
      targets === 0,
      sources.geotarget === 'unknown' || sources.languagetarget === 'unknown'
        ? 'unknown'
        : 'reported',
      count(targets, 'target'),
      'none',
    ),
    deeplink: orUnknown(
      !values.deeplink.apple && !values.deeplink.google,
      sources.deeplink,
      [values.deeplink.apple && 'iOS', values.deeplink.google && 'Android']
        .filter(Boolean)
        .join(' and '),
      'none',
    ),
    parameters: counted(values.parameters, sources.parameters, 'parameter'),
    social: orUnknown(
      !values.metadescription && !values.metaimage,
      sources.metadescription,
      values.metatitle || 'description or image set',
      values.metatitle ? `title: ${values.metatitle}` : 'none',
    ),
    grouping: orUnknown(
      values.campaign === '' && values.channel === '',
      sources.campaign,
      'campaign or channel chosen',
      'no campaign',
    ),
  };
};
