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
import { ExactTextField, UrlField } from '../../components/form/text-field';
import { SelectField } from '../../components/form/select-field';
import { TextareaField } from '../../components/form/textarea-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { Button, Spinner } from '../../components/ui/button';
import { readSentLinkOptions } from '../../resources/link-options-sent';
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
import { OptionSection } from './option-section';
import { useAccountList } from './options/account-list';
import { optionSummaries } from './option-summaries';
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
    key: 'visibility',
    title: 'Visibility and protection',
    fields: ['status', 'password', 'clearPassword', 'expiry'],
    Fields: lazy(async () => ({
      default: (await import('./options/visibility')).VisibilitySection,
    })),
  },
  {
    key: 'redirect',
    title: 'Redirect type',
    fields: ['type'],
    Fields: lazy(async () => ({ default: (await import('./options/redirect')).RedirectSection })),
  },
  {
    key: 'pixels',
    title: 'Pixels',
    fields: ['pixels'],
    Fields: lazy(async () => ({ default: (await import('./options/pixels')).PixelsSection })),
  },
  {
    key: 'targeting',
    title: 'Targeting',
    fields: ['geotarget', 'devicetarget', 'languagetarget'],
    Fields: lazy(async () => ({ default: (await import('./options/targeting')).TargetingSection })),
  },
  {
    key: 'deeplink',
    title: 'Deep links',
    fields: ['deeplink'],
    Fields: lazy(async () => ({
      default: (await import('./options/deep-links')).DeepLinksSection,
    })),
  },
  {
    key: 'parameters',
    title: 'Parameters',
    fields: ['parameters'],
    Fields: lazy(async () => ({
      default: (await import('./options/parameters')).ParametersSection,
    })),
  },
  {
    key: 'social',
    title: 'Social preview',
    fields: ['metatitle', 'metadescription', 'metaimage'],
    Fields: lazy(async () => ({ default: (await import('./options/social')).SocialSection })),
  },
  {
    key: 'grouping',
    title: 'Campaign and channel',
    fields: ['campaign', 'channel'],
    Fields: lazy(async () => ({ default: (await import('./options/grouping')).GroupingSection })),
  },
] as const;

/** The closed sections, each with a line saying what it holds (kept current as fields change). */
const OptionSections = ({ start }: { start: EditorStart }) => {
  const summaries = optionSummaries(useWatch() as LinkEditorValues, start);
  return (
    <div className="space-y-2">
      {SECTIONS.map((section) => (
        <OptionSection
          key={section.key}
          title={section.title}
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
  const { items, loadError } = useAccountList(domains.queries.list);
  const current = shortUrl ? urlPart(shortUrl, 'origin') : undefined;
  const choices = (items ?? [])
    .map(({ domain }) => domain)
    .filter((domain) => urlPart(domain, 'origin') !== current);
  if (items && choices.length === 0)
    return current ? null : (
      <p className="text-sm text-gray-600 dark:text-gray-400">
        Short links use the service’s own domain. To use one of yours, add it on the Domains page.
      </p>
    );
  return (
    <SelectField
      name="domain"
      label="Domain"
      hint={
        loadError ??
        (current
          ? 'A new domain changes the short URL, and copies already shared stop working.'
          : 'The address the short link starts with.')
      }
      options={[
        { value: '', label: current ? `Keep ${current}` : 'The service’s own domain' },
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
        message: 'Nothing has changed yet: change a field, or Cancel.',
      });
    },
  );
  const submit = async (checked: CheckedLinkEditorValues) => {
    if (!hasUtmProblems(checked.url)) return send(checked);
    form.setError('url', { message: 'Fix the UTM parameters below first.' }, { shouldFocus: true });
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={isCreate ? 'Create a short link' : 'Edit link'}>
      <UrlField
        name="url"
        label="Destination URL"
        autoComplete="url"
        placeholder="https://www.example.com/spring-sale"
        isRequired
        hint="Where the short link sends people: the full address with http:// or https://."
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
          <span className="font-medium">Short URL:</span>{' '}
          <span className="break-all">{props.link.shorturl}</span>
        </p>
      )}
      <ExactTextField
        name="custom"
        label={isCreate ? 'Custom alias' : 'New alias'}
        placeholder="spring-sale"
        hint={
          isCreate
            ? 'The end of the short URL: 3 to 50 letters, digits, dashes or underscores. Leave empty for a random one.'
            : 'Leave empty to keep the short URL. A new alias changes it, and copies already shared stop working.'
        }
      />
      <DomainField shortUrl={props.mode === 'edit' ? props.link.shorturl : undefined} />
      <TextareaField
        name="description"
        label="Description"
        hint="A note for you and your team; visitors do not see it."
      />
      <OptionSections start={start} />
      <FormActions onCancel={props.onCancel} submitLabel={isCreate ? 'Create link' : 'Save link'} />
    </Form>
  );
};

/** An existing link: its options load first (what the instance reports, what this device sent). */
const LinkEditLoader = ({ props }: { props: Extract<LinkFormProps, { mode: 'edit' }> }) => {
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
            Try again
          </Button>
          <Button onClick={props.onCancel}>Cancel</Button>
        </div>
      </div>
    );
  return (
    <p role="status" className="flex items-center gap-2 text-sm">
      <Spinner /> Loading this link’s options…
    </p>
  );
};

export const LinkForm = (props: LinkFormProps) =>
  props.mode === 'create' ? (
    <LinkEditor props={props} start={CREATE_START} />
  ) : (
    <LinkEditLoader props={props} />
  );
