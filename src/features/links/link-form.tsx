import { useQuery } from '@tanstack/react-query';
import { lazy, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { describeError } from '../../api/errors';
import type {
  LinkWithOptionsCreateInput,
  LinkWithOptionsUpdateInput,
} from '../../api/link-options';
import { urlPart } from '../../api/fields';
import type { Link } from '../../api/links';
import { ErrorBanner } from '../../components/form/field-shell';
import { Form, type CreateOrEditProps } from '../../components/form/form';
import { FormActions } from '../../components/form/form-actions';
import { sendOrShowServerErrors } from '../../components/form/server-errors';
import { ExactTextField, TextField, UrlField } from '../../components/form/text-field';
import { SelectField } from '../../components/form/select-field';
import { TextareaField } from '../../components/form/textarea-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useT } from '../../components/i18n/use-t';
import { Button, Spinner } from '../../components/ui/button';
import { defineMessage } from '../../lib/i18n';
import { readSentLinkOptions } from '../../resources/link-options-sent';
import { campaigns } from '../../resources/campaigns';
import { channels } from '../../resources/channels';
import { domains } from '../../resources/domains';
import { links } from '../../resources/links';
import { useAccountScope, useApiClient } from '../../resources/session';
import {
  CREATE_START,
  OPTION_NAMES,
  createBody,
  editorStart,
  linkEditorSchema,
  updateBody,
  type CheckedLinkEditorValues,
  type EditorStart,
  type LinkEditorField,
  type LinkEditorValues,
} from './link-editor-values';
import { LINK_WORDS } from './link-words';
import { OptionSection } from './option-section';
import { useAccountList } from './options/account-list';
import { optionSummaries } from './option-summaries';
import { StatusField } from './options/status';
import { hasUtmProblems } from './utm';
import { UtmBuilder } from './utm-builder';

type LinkFormProps = CreateOrEditProps<
  LinkWithOptionsCreateInput,
  LinkWithOptionsUpdateInput,
  /** The link as the list shows it; its options load when the editor opens. */
  { link: Link }
>;

/** The fields a server error may name, each shown next to its field. */
const SERVER_FIELDS: readonly LinkEditorField[] = [
  'url',
  'custom',
  'domain',
  'description',
  'metatitle',
  'channel',
  ...OPTION_NAMES.filter((name) => name !== 'deeplink'),
];

// Each section's fields load as their own chunk, the first time the section opens.
const SECTIONS = [
  {
    key: 'protection',
    title: defineMessage({
      defaultMessage: 'Password and expiry',
      description: 'a section of the link editor',
    }),
    fields: ['password', 'clearPassword', 'expiry'],
    Fields: lazy(async () => ({
      default: (await import('./options/protection')).ProtectionSection,
    })),
  },
  {
    key: 'redirect',
    title: LINK_WORDS.redirectType,
    fields: ['type'],
    Fields: lazy(async () => ({ default: (await import('./options/redirect')).RedirectSection })),
  },
  {
    key: 'pixels',
    title: defineMessage({ defaultMessage: 'Pixels', description: 'a section of the link editor' }),
    fields: ['pixels'],
    Fields: lazy(async () => ({ default: (await import('./options/pixels')).PixelsSection })),
  },
  {
    key: 'targeting',
    title: defineMessage({
      defaultMessage: 'Targeting',
      description: 'a section of the link editor',
    }),
    fields: ['geotarget', 'devicetarget', 'languagetarget'],
    Fields: lazy(async () => ({ default: (await import('./options/targeting')).TargetingSection })),
  },
  {
    key: 'deeplink',
    title: defineMessage({
      defaultMessage: 'Deep links',
      description: 'a section of the link editor',
    }),
    fields: ['deeplink'],
    Fields: lazy(async () => ({
      default: (await import('./options/deep-links')).DeepLinksSection,
    })),
  },
  {
    key: 'parameters',
    title: defineMessage({
      defaultMessage: 'Parameters',
      description: 'a section of the link editor',
    }),
    fields: ['parameters'],
    Fields: lazy(async () => ({
      default: (await import('./options/parameters')).ParametersSection,
    })),
  },
  {
    key: 'social',
    title: defineMessage({
      defaultMessage: 'Social preview',
      description: 'a section of the link editor',
    }),
    fields: ['metadescription', 'metaimage'],
    Fields: lazy(async () => ({ default: (await import('./options/social')).SocialSection })),
  },
  {
    key: 'grouping',
    title: defineMessage({
      defaultMessage: 'Campaign and channel',
      description: 'a section of the link editor',
    }),
    fields: ['campaign', 'channel'],
    Fields: lazy(async () => ({ default: (await import('./options/grouping')).GroupingSection })),
  },
] as const;

const namesOf = (items: readonly { id: number; name: string }[] | undefined) =>
  new Map((items ?? []).map((item) => [String(item.id), item.name]));

/** The closed sections, each with a line saying what it holds (kept current as fields change). */
const OptionSections = ({ start }: { start: EditorStart }) => {
  const t = useT();
  const values = useWatch() as LinkEditorValues;
  // A list is read only to name a value the link has (a channel is chosen from its loaded list).
  const campaignList = useAccountList(campaigns.queries.list, values.campaign !== '');
  const channelList = useAccountList(channels.queries.list, false);
  const summaries = optionSummaries(values, start, {
    campaigns: namesOf(campaignList.items),
    channels: namesOf(channelList.items),
  });
  return (
    <div className="space-y-2">
      {SECTIONS.map((section) => (
        <OptionSection
          key={section.key}
          title={t(section.title)}
          summary={summaries[section.key]}
          fields={section.fields}
          Fields={section.Fields}
          start={start}
        />
      ))}
    </div>
  );
};

/**
 * The domain of the short URL: the service's own or one of the account's branded domains (one
 * request for the list, kept like every list). An edit keeps the link's domain unless another
 * is chosen.
 */
const DomainField = ({ shortUrl }: { shortUrl?: string }) => {
  const t = useT();
  const { items, loadError } = useAccountList(domains.queries.list);
  const current = shortUrl ? urlPart(shortUrl, 'origin') : undefined;
  const choices = (items ?? [])
    .map(({ domain }) => domain)
    .filter((domain) => urlPart(domain, 'origin') !== current);
  if (items && choices.length === 0)
    return current ? null : (
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {t({
          defaultMessage:
            'Short links use the service’s own domain. To use one of yours, add it on the Domains page.',
        })}
      </p>
    );
  return (
    <SelectField
      name="domain"
      label={t({ defaultMessage: 'Domain', description: 'the domain of a short link' })}
      hint={
        loadError ??
        (current
          ? t({
              defaultMessage:
                'A new domain changes the short URL, and copies already shared stop working.',
            })
          : t({ defaultMessage: 'The address the short link starts with.' }))
      }
      options={[
        {
          value: '',
          label: current
            ? t(
                { defaultMessage: 'Keep {domain}', description: 'domain: the current domain' },
                { domain: current },
              )
            : t({ defaultMessage: 'The service’s own domain' }),
        },
        ...choices.map((domain) => ({ value: domain, label: domain })),
      ]}
    />
  );
};

/** Whether a field's value differs from the one the editor opened with (react-hook-form's "dirty"). */
const changedSince = (values: LinkEditorValues, start: EditorStart) => (field: LinkEditorField) =>
  JSON.stringify(values[field]) !== JSON.stringify(start.values[field]);

/**
 * The link editor, for a new link and an existing one: destination, alias and note first, every
 * other option in a section opened on demand. Checked by the shared rules before any request; a
 * server failure lands on its field or at the top and leaves every typed value in place. An
 * edit sends only what the user changed, so options this dashboard cannot see survive it.
 */
const LinkEditor = ({ props, start }: { props: LinkFormProps; start: EditorStart }) => {
  const t = useT();
  const isCreate = props.mode === 'create';
  const schema = useMemo(() => linkEditorSchema(start.values.expiry), [start]);
  const form = useSchemaForm(schema, start.values);
  const destination = useWatch({ control: form.control, name: 'url' });

  const send = sendOrShowServerErrors(
    form.setError,
    SERVER_FIELDS,
    async (checked: CheckedLinkEditorValues) => {
      if (props.mode === 'create') return props.onSubmit(createBody(checked));
      const body = updateBody(checked, changedSince(form.getValues() as LinkEditorValues, start));
      if (Object.keys(body).length > 0) return props.onSubmit(body);
      form.setError('root.server', {
        message: t({ defaultMessage: 'Nothing has changed yet: change a field, or Cancel.' }),
      });
    },
  );
  const submit = async (checked: CheckedLinkEditorValues) => {
    if (!hasUtmProblems(checked.url)) return send(checked);
    form.setError(
      'url',
      { message: t({ defaultMessage: 'Fix the UTM parameters below first.' }) },
      { shouldFocus: true },
    );
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t(isCreate ? LINK_WORDS.createShortLink : LINK_WORDS.editLink)}
    >
      {/* Two columns on a laptop: the link itself, then its options, each folded to a line. */}
      <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
        <div className="min-w-0 space-y-4">
          <UrlField
            name="url"
            label={t({ defaultMessage: 'Destination URL' })}
            autoComplete="url"
            placeholder="https://www.example.com/spring-sale"
            isRequired
            hint={t({
              defaultMessage:
                'Where the short link sends people: the full address with http:// or https://.',
            })}
          />
          <UtmBuilder
            destination={destination}
            onChange={(url) =>
              form.setValue('url', url, {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              })
            }
          />
          {props.mode === 'edit' && (
            <p className="text-sm">
              <span className="font-medium">
                {t({ defaultMessage: 'Short URL:', description: 'label before the short URL' })}
              </span>{' '}
              <span className="break-all">{props.link.shorturl}</span>
            </p>
          )}
          <ExactTextField
            name="custom"
            label={
              isCreate ? t({ defaultMessage: 'Custom alias' }) : t({ defaultMessage: 'New alias' })
            }
            placeholder="spring-sale"
            hint={
              isCreate
                ? t({
                    defaultMessage:
                      'The end of the short URL: 3 to 50 letters, digits, dashes or underscores. Leave empty for a random one.',
                  })
                : t({
                    defaultMessage:
                      'Leave empty to keep the short URL. A new alias changes it, and copies already shared stop working.',
                  })
            }
          />
          <DomainField shortUrl={props.mode === 'edit' ? props.link.shorturl : undefined} />
          <TextField
            name="metatitle"
            label={t({ defaultMessage: 'Title', description: 'the name of a link' })}
            hint={t({
              defaultMessage:
                'The name the Links list shows. It is also the title of the social preview when the link is shared: your service keeps them as one field.',
            })}
          />
          <TextareaField
            name="description"
            label={t({ defaultMessage: 'Description', description: 'a note on a link' })}
            hint={t({ defaultMessage: 'A note for you and your team; visitors do not see it.' })}
          />
          <StatusField start={start} />
        </div>
        <div className="min-w-0">
          <OptionSections start={start} />
        </div>
      </div>
      <FormActions
        onCancel={props.onCancel}
        submitLabel={isCreate ? t(LINK_WORDS.createLink) : t({ defaultMessage: 'Save link' })}
      />
    </Form>
  );
};

/** An existing link: its options load first (what the instance reports, what this device sent). */
const LinkEditLoader = ({ props }: { props: Extract<LinkFormProps, { mode: 'edit' }> }) => {
  const t = useT();
  const query = useQuery(links.queries.withOptions(useApiClient(), props.link.id));
  const scope = useAccountScope();
  // The editor opens with the first answer; a later refetch does not reset typed values.
  const [start, setStart] = useState<EditorStart>();
  if (!start && query.data)
    setStart(
      editorStart(
        {
          url: query.data.link.longurl,
          description: query.data.link.description,
          title: query.data.link.title,
        },
        query.data.options,
        readSentLinkOptions(scope).get(props.link.id),
      ),
    );
  if (start) return <LinkEditor props={props} start={start} />;
  if (query.isError)
    return (
      <div className="space-y-4">
        <ErrorBanner message={describeError(query.error)} />
        <div className="flex gap-2">
          <Button variant="primary" onClick={() => void query.refetch()}>
            {t({ defaultMessage: 'Try again' })}
          </Button>
          <Button onClick={props.onCancel}>{t({ defaultMessage: 'Cancel' })}</Button>
        </div>
      </div>
    );
  return (
    <p role="status" className="flex items-center gap-2 text-sm">
      <Spinner /> {t({ defaultMessage: 'Loading this link’s options…' })}
    </p>
  );
};

export const LinkForm = (props: LinkFormProps) =>
  props.mode === 'create' ? (
    <LinkEditor props={props} start={CREATE_START} />
  ) : (
    <LinkEditLoader props={props} />
  );
