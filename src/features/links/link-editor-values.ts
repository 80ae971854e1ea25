import { z } from 'zod/mini';
import {
  deeplinkSchema,
  devicetargetSchema,
  expiryDate,
  geotargetSchema,
  languagetargetSchema,
  LINK_STATUSES,
  linkOptionsShape,
  parametersSchema,
  pixelIdsSchema,
  redirectTypeSchema,
  reportedLinkOptionsSchema,
  toExpiry,
  type LinkWithOptionsCreateInput,
  type LinkWithOptionsUpdateInput,
  type ReportedLinkOptions,
} from '../../api/link-options';
import { linkCreateSchema } from '../../api/links';
import { t } from '../../lib/i18n';
import type { SentLinkOptions } from '../../resources/link-options-sent';

/**
 * The link editor's values and their rules: the shared input rules of every option
 * (api/link-options.ts), in the shape the fields hold them (expiry as the user's local date and
 * time, campaign and channel as a select's text, "remove the password" as a box), and the
 * request body made from them.
 */

/** `2030-12-31T23:59` (a datetime-local field, the user's time zone) as a moment, or null. */
export const localDateTime = (value: string): Date | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** An instance's expiry (UTC) as a datetime-local value in the user's time zone. */
export const toLocalDateTime = (expiry: string | null | undefined): string => {
  const date = expiry ? expiryDate(expiry) : null;
  if (!date) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

/** A row of targets or parameters with nothing typed in it (added, then left). */
export const isBlankRow = (row: object): boolean =>
  Object.values(row).every((value) => typeof value !== 'string' || value.trim() === '');

/** The rows that hold something. */
export const filledRows = <Row extends object>(rows: readonly Row[]): Row[] =>
  rows.filter((row) => !isBlankRow(row));

/**
 * A list of rows checked and sent without its blank rows (an "Add" pressed and left is no
 * target); an error stays on the row the user sees, at its own number.
 */
const withoutBlankRows = <Out, Row extends object>(schema: z.core.$ZodType<Out, Row[]>) =>
  z.pipe(
    z.array(z.custom<Row>((row) => typeof row === 'object' && row !== null)),
    z.transform((rows: Row[], ctx) => {
      const kept = rows.flatMap((row, index) => (isBlankRow(row) ? [] : [index]));
      const result = z.safeParse(
        schema,
        kept.map((index) => rows[index]),
      );
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        const [first, ...rest] = issue.path;
        const path = typeof first === 'number' ? [kept[first] ?? first, ...rest] : issue.path;
        ctx.issues.push({ ...issue, code: 'custom', path, input: rows } as never);
      }
      return z.NEVER;
    }),
  );

/**
 * The editor's rules. `keptExpiry` is the expiry the link has: it may lie in the past (the link
 * expired) and is accepted as long as it is left alone; a new one must lie in the future.
 */
export const linkEditorSchema = (keptExpiry: string, now: () => Date = () => new Date()) =>
  z.object({
    url: linkCreateSchema.shape.url,
    custom: linkCreateSchema.shape.custom,
    /** One of the account's domains by address; empty: the one the link has, or the default. */
    domain: z.string(),
    description: linkCreateSchema.shape.description,
    metatitle: linkCreateSchema.shape.metatitle,
    status: z.union([z.literal(''), z.enum(LINK_STATUSES)]),
    password: linkOptionsShape.password,
    clearPassword: z.boolean(),
    expiry: z.string().check(
      z.refine((v) => v === '' || v === keptExpiry || localDateTime(v) !== null, {
        error: () => t({ defaultMessage: 'Expiry must be a date and a time.' }),
      }),
      z.refine(
        (v) => v === '' || v === keptExpiry || (localDateTime(v)?.getTime() ?? 0) > now().getTime(),
        {
          error: () =>
            t({
              defaultMessage:
                'Choose a moment in the future: a link that has expired no longer redirects.',
            }),
        },
      ),
    ),
    type: z.union([z.literal(''), redirectTypeSchema]),
    metadescription: linkOptionsShape.metadescription,
    metaimage: linkOptionsShape.metaimage,
    pixels: pixelIdsSchema,
    campaign: z.string(),
    channel: z.string(),
    deeplink: deeplinkSchema,
    geotarget: withoutBlankRows(geotargetSchema),
    devicetarget: withoutBlankRows(devicetargetSchema),
    languagetarget: withoutBlankRows(languagetargetSchema),
    parameters: withoutBlankRows(parametersSchema),
  });

type EditorSchema = ReturnType<typeof linkEditorSchema>;
export type LinkEditorValues = Required<z.input<EditorSchema>> & {
  deeplink: { auto: boolean; apple: string; google: string };
};
export type CheckedLinkEditorValues = z.output<EditorSchema>;
export type LinkEditorField = keyof LinkEditorValues;

/** Where the value an option starts with came from ('new': a link being created). */
export type OptionSource = 'reported' | 'device' | 'unknown' | 'new';

export const EMPTY_EDITOR_VALUES: LinkEditorValues = {
  url: '',
  custom: '',
  domain: '',
  description: '',
  metatitle: '',
  status: '',
  password: '',
  clearPassword: false,
  expiry: '',
  type: '',
  metadescription: '',
  metaimage: '',
  pixels: [],
  campaign: '',
  channel: '',
  deeplink: { auto: false, apple: '', google: '' },
  geotarget: [],
  devicetarget: [],
  languagetarget: [],
  parameters: [],
};

/** The options an instance or this device can tell, each as the editor holds it. */
type KnownOptions = Omit<ReportedLinkOptions, 'channels'>;
type OptionName = keyof KnownOptions;

export const OPTION_NAMES: readonly OptionName[] = [
  'status',
  'password',
  'expiry',
  'type',
  'metadescription',
  'metaimage',
  'pixels',
  'campaign',
  'deeplink',
  'geotarget',
  'devicetarget',
  'languagetarget',
  'parameters',
];

/** An option's value as the editor's field holds it. */
const toField = (known: KnownOptions): Partial<LinkEditorValues> => ({
  ...(known.status !== undefined && { status: known.status }),
  ...(known.expiry !== undefined && { expiry: toLocalDateTime(known.expiry) }),
  ...(known.type !== undefined && { type: known.type }),
  ...(known.metadescription !== undefined && { metadescription: known.metadescription }),
  ...(known.metaimage !== undefined && { metaimage: known.metaimage }),
  ...(known.pixels !== undefined && { pixels: known.pixels }),
  ...(known.campaign !== undefined && { campaign: known.campaign ? String(known.campaign) : '' }),
  ...(known.deeplink !== undefined && {
    deeplink: known.deeplink ?? EMPTY_EDITOR_VALUES.deeplink,
  }),
  ...(known.geotarget !== undefined && { geotarget: known.geotarget }),
  ...(known.devicetarget !== undefined && { devicetarget: known.devicetarget }),
  ...(known.languagetarget !== undefined && { languagetarget: known.languagetarget }),
  ...(known.parameters !== undefined && { parameters: known.parameters }),
});

export interface EditorStart {
  values: LinkEditorValues;
  /** Per option: reported by the instance, set from this device, or not known. */
  sources: Record<OptionName, OptionSource>;
  /** Whether a password is set, when the instance or this device tells. */
  hasPassword: boolean | undefined;
}

/**
 * What the editor opens with: the link's fields, each option as the instance reports it, else
 * as this device sent it, else empty and marked "not reported" (left unsent unless changed).
 */
export const editorStart = (
  link: { url: string; description: string; title: string },
  reported: ReportedLinkOptions,
  sent: SentLinkOptions | undefined,
): EditorStart => {
  // What this device sent, read by the same rules as a report (a value it cannot read is unknown).
  const fromDevice = z.parse(reportedLinkOptionsSchema, sent ?? {});
  const sources = Object.fromEntries(
    OPTION_NAMES.map((name) => [
      name,
      reported[name] !== undefined
        ? 'reported'
        : fromDevice[name] !== undefined
          ? 'device'
          : 'unknown',
    ]),
  ) as Record<OptionName, OptionSource>;
  return {
    values: {
      ...EMPTY_EDITOR_VALUES,
      url: link.url,
      description: link.description,
      metatitle: link.title,
      ...toField(fromDevice),
      ...toField(reported),
    },
    sources,
    hasPassword: reported.password ?? fromDevice.password,
  };
};

/**
 * What a new link's editor opens with: every field empty but the service's defaults, shown as
 * the choices they are (private, direct) and sent as chosen.
 */
export const CREATE_START: EditorStart = {
  values: { ...EMPTY_EDITOR_VALUES, status: 'private', type: 'direct' },
  sources: Object.fromEntries(OPTION_NAMES.map((name) => [name, 'new'])) as Record<
    OptionName,
    OptionSource
  >,
  hasPassword: false,
};

/** Each option as the request sends it, from the checked values. */
const wireValues = (values: CheckedLinkEditorValues) => {
  const { apple = '', google = '', auto = false } = values.deeplink;
  return {
    url: values.url,
    custom: values.custom,
    domain: values.domain || undefined,
    description: values.description,
    metatitle: values.metatitle,
    status: values.status || undefined,
    password: values.clearPassword ? '' : values.password || undefined,
    expiry: values.expiry ? toExpiry(localDateTime(values.expiry) ?? new Date(NaN)) : '',
    type: values.type || undefined,
    metadescription: values.metadescription,
    metaimage: values.metaimage,
    pixels: values.pixels,
    campaign: values.campaign ? Number(values.campaign) : null,
    channel: values.channel ? Number(values.channel) : undefined,
    deeplink: apple || google ? { auto, apple, google } : null,
    geotarget: values.geotarget,
    devicetarget: values.devicetarget,
    languagetarget: values.languagetarget,
    parameters: values.parameters,
  } satisfies Record<keyof LinkWithOptionsCreateInput, unknown>;
};

type Wire = ReturnType<typeof wireValues>;
type WireField = keyof Wire;

/** The field of the editor each request field comes from (the password from two). */
const sourcesOf: Record<WireField, readonly LinkEditorField[]> = {
  url: ['url'],
  custom: ['custom'],
  domain: ['domain'],
  description: ['description'],
  metatitle: ['metatitle'],
  status: ['status'],
  password: ['password', 'clearPassword'],
  expiry: ['expiry'],
  type: ['type'],
  metadescription: ['metadescription'],
  metaimage: ['metaimage'],
  pixels: ['pixels'],
  campaign: ['campaign'],
  channel: ['channel'],
  deeplink: ['deeplink'],
  geotarget: ['geotarget'],
  devicetarget: ['devicetarget'],
  languagetarget: ['languagetarget'],
  parameters: ['parameters'],
};

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

const pick = (wire: Wire, keep: (field: WireField) => boolean) =>
  Object.fromEntries(
    Object.entries(wire).filter(
      ([field, value]) => value !== undefined && keep(field as WireField),
    ),
  );

/** Create: every field that holds something (the service decides the rest). */
export const createBody = (values: CheckedLinkEditorValues): LinkWithOptionsCreateInput => {
  const wire = wireValues(values);
  return pick(wire, (field) => !isEmpty(wire[field])) as LinkWithOptionsCreateInput;
};

/**
 * Edit: only the fields the user changed (`changed` from the form's dirty fields), so an option
 * this dashboard cannot see stays as it is on the instance. The alias is sent only when a new
 * one is typed: re-sending the current one can be refused as "taken".
 */
export const updateBody = (
  values: CheckedLinkEditorValues,
  changed: (field: LinkEditorField) => boolean,
): LinkWithOptionsUpdateInput =>
  pick(wireValues(values), (field) =>
    field === 'custom' ? values.custom !== '' : sourcesOf[field].some(changed),
  );
