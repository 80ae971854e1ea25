import { z } from 'zod/mini';
import {
  qrCreateSchema,
  qrStyleUpdateSchema,
  qrUpdateSchema,
  type QrCreateInput,
  type QrStyleUpdateInput,
  type QrUpdateInput,
} from '../../api/qr-codes';
import { qrContentOfDraft, qrTypes, type QrType } from '../../api/qr-types';
import { toApiColor } from '../../lib/colors';
import { defineMessage, t, type Message } from '../../lib/i18n';
import type { QrFormType, QrFormValues } from './qr-form-model';

/**
 * The designer's values → the API's input, and the API's rules and answers → the designer's
 * fields. Only the designer needs this; the list and statistics pages read qr-form-model alone.
 */

type TypedValues = QrFormValues & { type: QrType };

export type QrStyleKnown = { background: boolean; foreground: boolean; logo: boolean };

const hasType = (values: QrFormValues): values is TypedValues => values.type !== '';

const CHOOSE_TYPE = defineMessage({ defaultMessage: 'Choose a type.' });

/** The request body for create (the form's check asks for a type first). */
export const toQrCreateInput = (values: QrFormValues): QrCreateInput => {
  if (!hasType(values)) throw new Error(t(CHOOSE_TYPE));
  return { ...qrContentOfDraft(values.type, values[values.type]), ...createStyle(values) };
};

const createStyle = (values: QrFormValues) => ({
  ...(values.name.trim() ? { name: values.name.trim() } : {}),
  background: toApiColor(values.background),
  foreground: toApiColor(values.foreground),
  ...(values.logo.trim() ? { logo: values.logo.trim() } : {}),
});

/** The style fields to send: those the server told us, and those the user changed. */
const styleInput = (values: QrFormValues, send: QrStyleKnown): QrStyleUpdateInput => ({
  ...(send.background ? { background: toApiColor(values.background) } : {}),
  ...(send.foreground ? { foreground: toApiColor(values.foreground) } : {}),
  ...(send.logo ? { logo: values.logo.trim() } : {}),
});

/**
 * The request body for update. Style fields the server did not tell us are sent only when the
 * user changed them, so an edit never overwrites a colour or logo we could not show; content is
 * sent only once a type is chosen, so unknown content is never replaced by a blank.
 */
export const toQrUpdateInput = (
  values: QrFormValues,
  send: QrStyleKnown,
): QrUpdateInput | QrStyleUpdateInput =>
  hasType(values)
    ? { data: qrContentOfDraft(values.type, values[values.type]).data, ...styleInput(values, send) }
    : styleInput(values, send);

/** API field path (`data.pass`, `foreground`) → form field path (`wifi.pass`, `foreground`). */
export const toFormPath = (type: QrFormType, apiPath: string): string => {
  const [head, ...rest] = apiPath.split('.');
  if (head !== 'data' || type === '')
    return apiPath === '' || head === 'data' ? 'root.form' : apiPath;
  // A type whose draft is one text edits it in one field, named after the type.
  if (typeof qrTypes[type].emptyDraft === 'string') return type;
  return rest.length ? [type, ...rest].join('.') : `root.${type}`;
};

type Issue = z.core.$ZodIssue;

/** Union issues carry every branch's issues: keep the branch that got furthest (deepest paths). */
const flattenIssues = (issues: readonly Issue[], prefix: PropertyKey[] = []): Issue[] =>
  issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const depth = (branch: readonly Issue[]) => Math.max(...branch.map((i) => i.path.length));
      const best = [...issue.errors].sort((a, b) => depth(b) - depth(a))[0];
      return flattenIssues(best, path);
    }
    return [{ ...issue, path }];
  });

/** The colour fields hold hex text; rgbColor's rule applies, worded for what the user typed. */
const COLOR_MESSAGES: Record<string, Message> = {
  foreground: defineMessage({
    defaultMessage: 'Foreground colour must be a hex colour like #1A73E8.',
  }),
  background: defineMessage({
    defaultMessage: 'Background colour must be a hex colour like #FFFFFF.',
  }),
};

/** zod issues → messages on the fields the user sees (the first one per field). */
export const issuesToFormErrors = (
  type: QrFormType,
  issues: readonly Issue[],
): Partial<Record<string, string>> => {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of flattenIssues(issues)) {
    const path = toFormPath(type, issue.path.map(String).join('.'));
    const colorMessage = COLOR_MESSAGES[path];
    errors[path] ??= colorMessage ? t(colorMessage) : issue.message;
  }
  return errors;
};

const SEND_ALL: QrStyleKnown = { background: true, foreground: true, logo: true };

/**
 * The designer's values, checked by the shared create or update schema (never a copy) with
 * each issue moved to the field the user sees; the values themselves pass through unchanged.
 */
export const qrFormSchema = (kind: 'create' | 'edit') =>
  z.custom<QrFormValues>().check(
    z.superRefine((values, ctx) => {
      if (!hasType(values) && kind === 'create') {
        ctx.addIssue({ code: 'custom', path: ['root', 'form'], message: t(CHOOSE_TYPE) });
        return;
      }
      const result = !hasType(values)
        ? qrStyleUpdateSchema.safeParse(toQrUpdateInput(values, SEND_ALL))
        : kind === 'create'
          ? qrCreateSchema.safeParse(toQrCreateInput(values))
          : qrUpdateSchema(values.type).safeParse(toQrUpdateInput(values, SEND_ALL));
      if (result.success) return;
      for (const [path, message] of Object.entries(
        issuesToFormErrors(values.type, result.error.issues),
      ))
        ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    }),
  );
