import { DateTimeField } from '../../components/form/date-time-field';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { z } from 'zod/mini';
import { describeError } from '../../api/errors';
import { MAX_PAGE_SIZE } from '../../api/fields';
import {
  expirySchema,
  isExpired,
  linkOptionsShape,
  parseRedirectType,
  pixelIdsSchema,
  redirectTypeSchema,
  redirectTypeValue,
  toExpiry,
} from '../../api/link-options';
import { CheckboxField } from '../../components/form/checkbox-field';
import { Form } from '../../components/form/form';
import { FormActions } from '../../components/form/form-actions';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useT } from '../../components/i18n/use-t';
import { defineMessage, t } from '../../lib/i18n';
import type { LinkChange } from '../../resources/job-model';
import { sentLinkOptions } from '../../resources/link-options-sent';
import { overlays } from '../../resources/overlays';
import { pixelChoice, pixels } from '../../resources/pixels';
import { useAccountScope, useApiClient } from '../../resources/session';
import { splashPages } from '../../resources/splash-pages';
import { LINK_WORDS, REDIRECT_WORDS } from './link-words';

/**
 * The forms of the Links list's bulk actions that change one link option: each starts a job
 * that sends every selected link only that field (see docs/decisions/0010-bulk-jobs.md). Loaded
 * when one opens.
 */

export type LinkChangeKind = 'expiry' | 'password' | 'pixels' | 'type';

export interface LinkChangeFormProps {
  kind: LinkChangeKind;
  /** The selected links. */
  ids: readonly number[];
  /** How many links are selected. */
  count: number;
  /** Starts the job: what each link is sent (null: the link is left out). */
  onStart: (title: string, changeOf: (id: number) => LinkChange | null) => void;
  onClose: () => void;
}

type FormProps = Omit<LinkChangeFormProps, 'kind'>;

/** A `datetime-local` value, read in the user's time zone, as the instance's expiry. */
const expiryOf = (local: string) => toExpiry(new Date(local));
const isDateTime = (local: string) => local !== '' && !Number.isNaN(new Date(local).getTime());

const expiryFormSchema = z.object({
  at: z.string().check(
    z.refine(isDateTime, {
      error: () => t({ defaultMessage: 'Choose the date and time the links stop working.' }),
    }),
    z.refine((v) => !isDateTime(v) || expirySchema.safeParse(expiryOf(v)).success, {
      error: () => t({ defaultMessage: 'Choose a date between the years 1970 and 9999.' }),
    }),
    z.refine((v) => !isDateTime(v) || !isExpired(expiryOf(v)), {
      error: () => t({ defaultMessage: 'That moment has passed: choose a later one.' }),
    }),
  ),
});

const ExpiryForm = ({ count, onStart, onClose }: FormProps) => {
  const t = useT();
  const form = useSchemaForm(expiryFormSchema, { at: '' });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Form
      form={form}
      onSubmit={({ at }) => {
        const expiry = expiryOf(at);
        onStart(
          t(
            {
              defaultMessage:
                '{count, plural, one {Setting the expiry of # link} other {Setting the expiry of # links}}',
            },
            { count },
          ),
          () => ({ expiry }),
        );
        onClose();
      }}
    >
      <DateTimeField
        name="at"
        label={t({ defaultMessage: 'Expires at' })}
        isRequired
        hint={t(
          {
            defaultMessage:
              'In your time zone ({zone}). From then on the links answer "expired" and count no click.',
            description: 'zone: a time zone, like Europe/Paris',
          },
          { zone },
        )}
      />
      <FormActions
        onCancel={onClose}
        submitLabel={t(
          {
            defaultMessage:
              '{count, plural, one {Set the expiry of # link} other {Set the expiry of # links}}',
          },
          { count },
        )}
      />
    </Form>
  );
};

const passwordFormSchema = z
  .object({ password: linkOptionsShape.password, clear: z.boolean() })
  .check(
    z.refine((v) => v.clear || !!v.password, {
      path: ['password'],
      error: () => t({ defaultMessage: 'Enter the new password, or tick "Remove the password".' }),
    }),
  );

const PASSWORD_HINT = defineMessage({
  defaultMessage:
    'Visitors must enter it before they are sent on. It is sent to your service and not kept on this device.',
});

const PasswordForm = ({ count, onStart, onClose }: FormProps) => {
  const t = useT();
  const form = useSchemaForm(passwordFormSchema, { password: '', clear: false });
  const clear = form.watch('clear');
  return (
    <Form
      form={form}
      onSubmit={(values) => {
        const password = values.clear ? '' : (values.password ?? '');
        onStart(
          values.clear
            ? t(
                {
                  defaultMessage:
                    '{count, plural, one {Removing the password of # link} other {Removing the password of # links}}',
                },
                { count },
              )
            : t(
                {
                  defaultMessage:
                    '{count, plural, one {Setting a password on # link} other {Setting a password on # links}}',
                },
                { count },
              ),
          () => ({ password }),
        );
        onClose();
      }}
    >
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={t(LINK_WORDS.newPassword)}
        disabled={clear}
        hint={t(PASSWORD_HINT)}
      />
      <CheckboxField
        name="clear"
        label={t({ defaultMessage: 'Remove the password (anyone with the link gets through)' })}
      />
      <FormActions
        onCancel={onClose}
        submitLabel={
          clear
            ? t(
                {
                  defaultMessage:
                    '{count, plural, one {Remove the password of # link} other {Remove the password of # links}}',
                },
                { count },
              )
            : t(
                {
                  defaultMessage:
                    '{count, plural, one {Set the password of # link} other {Set the password of # links}}',
                },
                { count },
              )
        }
      />
    </Form>
  );
};

const pixelsFormSchema = z
  .object({
    pixels: z.pipe(
      z.union([z.array(z.string()), z.string(), z.literal(false)]),
      z.transform((v: string[] | string | false) =>
        (v === false ? [] : typeof v === 'string' ? [v] : v).map(Number),
      ),
    ),
    unknown: z.enum(['skip', 'replace']),
  })
  .check(
    z.refine((v) => v.pixels.length > 0, {
      path: ['pixels'],
      error: () => t({ defaultMessage: 'Choose at least one pixel to add.' }),
    }),
  );

/** Known pixels plus the added ones, as the API takes them (null: nothing new to send). */
const withAdded = (known: readonly number[], added: readonly number[]): number[] | null => {
  const all = [...new Set([...known, ...added])];
  if (all.length === known.length) return null;
  const parsed = pixelIdsSchema.safeParse(all);
  return parsed.success ? parsed.data : null;
};

const PixelsForm = ({ ids, count, onStart, onClose }: FormProps) => {
  const t = useT();
  const client = useApiClient();
  const scope = useAccountScope();
  const listId = useId();
  const list = useQuery(pixels.queries.list(client, { page: 1, limit: MAX_PAGE_SIZE }));
  // Kept as sent (the schema's input): ids, numbers or numeric strings.
  const known = new Map(ids.map((id) => [id, sentLinkOptions(scope, id)?.pixels?.map(Number)]));
  const unknownCount = [...known.values()].filter((set) => set === undefined).length;
  const form = useSchemaForm(pixelsFormSchema, { pixels: [], unknown: 'skip' });
  const error = form.formState.errors.pixels?.message;
  return (
    <Form
      form={form}
      onSubmit={({ pixels: added, unknown }) => {
        onStart(
          t(
            {
              defaultMessage:
                '{count, plural, one {Adding pixels to # link} other {Adding pixels to # links}}',
            },
            { count },
          ),
          (id) => {
            const set = known.get(id);
            if (set === undefined && unknown === 'skip') return null;
            const next = withAdded(set ?? [], added);
            return next ? { pixels: next } : null;
          },
        );
        onClose();
      }}
    >
      <fieldset className="space-y-2" aria-describedby={error ? `${listId}-error` : undefined}>
        <legend className="text-sm font-medium">{t({ defaultMessage: 'Pixels to add' })}</legend>
        {list.isPending && <p role="status">{t({ defaultMessage: 'Loading your pixels…' })}</p>}
        {list.error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {describeError(list.error)}
          </p>
        )}
        {list.data?.items.length === 0 && (
          <p>{t({ defaultMessage: 'You have no pixels yet: create one on Pixels.' })}</p>
        )}
        {list.data?.items.map((pixel) => (
          // One error for the group, under it: not one under each box.
          <label key={pixel.id} className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              value={String(pixel.id)}
              className="size-5 shrink-0 rounded border-gray-300 accent-brand-600 dark:border-gray-600 dark:accent-brand-400"
              aria-invalid={error ? true : undefined}
              {...form.register('pixels')}
            />
            {pixelChoice(pixel)}
          </label>
        ))}
        {error && (
          <p id={`${listId}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </fieldset>
      <p className="text-sm">
        {t(
          {
            defaultMessage:
              "A link's pixels are replaced by the list it is sent. For links whose pixels this device set, the chosen ones are added to those ({known} of {total}).",
            description: 'known of total: how many of the selected links that is',
          },
          { known: ids.length - unknownCount, total: ids.length },
        )}
      </p>
      {unknownCount > 0 && (
        <SelectField
          name="unknown"
          label={t(
            {
              defaultMessage:
                '{count, plural, one {The other # link: your service does not report its pixels} other {The other # links: your service does not report their pixels}}',
            },
            { count: unknownCount },
          )}
          hint={t({
            defaultMessage:
              "Their current pixels are unknown here. Setting them replaces any pixel added elsewhere (on your service's own dashboard, or on another device).",
          })}
          options={[
            { value: 'skip', label: t({ defaultMessage: 'Leave them as they are' }) },
            {
              value: 'replace',
              label: t({ defaultMessage: 'Set their pixels to exactly the chosen ones' }),
            },
          ]}
        />
      )}
      <FormActions
        onCancel={onClose}
        submitLabel={t(
          {
            defaultMessage:
              '{count, plural, one {Add pixels to # link} other {Add pixels to # links}}',
          },
          { count },
        )}
      />
    </Form>
  );
};

/** What a visitor sees with each redirect type, in one line. */
const TYPE_WORDS = {
  direct: LINK_WORDS.visitorsGoStraight,
  frame: defineMessage({
    defaultMessage: "Visitors see the destination inside a page under your short link's address.",
  }),
  splash: defineMessage({
    defaultMessage: "Visitors see your service's splash page for a moment, then the destination.",
  }),
  'splash-page': defineMessage({
    defaultMessage: 'Visitors see this splash page of yours, then the destination.',
  }),
  overlay: defineMessage({
    defaultMessage: 'Visitors see the destination with this CTA overlay of yours over it.',
  }),
};

const typeFormSchema = z.object({ type: redirectTypeSchema });

const TypeForm = ({ count, onStart, onClose }: FormProps) => {
  const t = useT();
  const client = useApiClient();
  const page = { page: 1, limit: MAX_PAGE_SIZE };
  const splash = useQuery(splashPages.queries.list(client, page));
  const overlay = useQuery(overlays.queries.list(client, page));
  const form = useSchemaForm(typeFormSchema, { type: 'direct' });
  const chosen = parseRedirectType(form.watch('type'));
  const loadError = splash.error ?? overlay.error;
  return (
    <Form
      form={form}
      onSubmit={({ type }) => {
        onStart(
          t(
            {
              defaultMessage:
                '{count, plural, one {Setting the redirect type of # link} other {Setting the redirect type of # links}}',
            },
            { count },
          ),
          () => ({ type }),
        );
        onClose();
      }}
    >
      <SelectField
        name="type"
        label={t(LINK_WORDS.redirectType)}
        hint={chosen ? t(TYPE_WORDS[chosen.kind]) : undefined}
        options={[
          { value: 'direct', label: t(REDIRECT_WORDS.direct) },
          { value: 'frame', label: t(REDIRECT_WORDS.frame) },
          { value: 'splash', label: t({ defaultMessage: 'Splash (the service’s)' }) },
          ...(splash.data?.items ?? []).map((item) => ({
            value: redirectTypeValue({ kind: 'splash-page', id: item.id }),
            label: t(
              { defaultMessage: 'Splash page: {name}', description: 'name: a splash page' },
              { name: item.name },
            ),
          })),
          ...(overlay.data?.items ?? []).map((item) => ({
            value: redirectTypeValue({ kind: 'overlay', id: item.id }),
            label: t(
              { defaultMessage: 'CTA overlay: {name}', description: 'name: a CTA overlay' },
              { name: item.name },
            ),
          })),
        ]}
      />
      {(splash.isPending || overlay.isPending) && (
        <p role="status" className="text-sm">
          {t({ defaultMessage: 'Loading your splash pages and CTA overlays…' })}
        </p>
      )}
      {loadError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {describeError(loadError)}
        </p>
      )}
      <FormActions
        onCancel={onClose}
        submitLabel={t(
          {
            defaultMessage:
              '{count, plural, one {Set the redirect type of # link} other {Set the redirect type of # links}}',
          },
          { count },
        )}
      />
    </Form>
  );
};

const FORMS = { expiry: ExpiryForm, password: PasswordForm, pixels: PixelsForm, type: TypeForm };

/** One bulk action's form (loaded as one chunk with the others). */
export const LinkChangeForm = ({ kind, ...props }: LinkChangeFormProps) => {
  const Chosen = FORMS[kind];
  return <Chosen {...props} />;
};
