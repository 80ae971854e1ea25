import { useWatch } from 'react-hook-form';
import type { z } from 'zod/mini';
import { linkCreateSchema, type LinkCreateInput, type LinkUpdateInput } from '../../api/links';
import { Form, type CreateOrEditProps } from '../../components/form/form';
import { FormActions } from '../../components/form/form-actions';
import { sendOrShowServerErrors } from '../../components/form/server-errors';
import { TextField, UrlField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { hasUtmProblems } from './utm';
import { UtmBuilder } from './utm-builder';

/** The fields the form shows: the create schema's input, each one given. */
export type LinkFormValues = Required<Pick<LinkCreateInput, 'url' | 'custom' | 'description'>>;

type LinkFormProps = CreateOrEditProps<
  LinkCreateInput,
  LinkUpdateInput,
  {
    /** The short URL now; a new alias replaces its last part. */
    shorturl: string;
    defaultValues: Omit<LinkFormValues, 'custom'>;
  }
>;

const EMPTY: LinkFormValues = { url: '', custom: '', description: '' };

/** What the shared create schema hands over: trimmed, with empty fields still empty. */
type CheckedLink = z.output<typeof linkCreateSchema>;

/** Create: empty optional fields are left out, so the service picks the alias. */
const toCreateInput = (values: CheckedLink): LinkCreateInput => ({
  url: values.url,
  ...(values.custom ? { custom: values.custom } : {}),
  ...(values.description ? { description: values.description } : {}),
});

/**
 * Edit: the destination always, the rest only when changed. The alias field starts empty and
 * is sent only when filled: re-sending the current alias can be refused as "taken".
 */
const toUpdateInput = (
  values: CheckedLink,
  initial: Omit<LinkFormValues, 'custom'>,
): LinkUpdateInput => ({
  url: values.url,
  ...(values.custom ? { custom: values.custom } : {}),
  ...(values.description !== initial.description ? { description: values.description } : {}),
});

/**
 * One form to create a short link or edit it. Validation uses the shared input schema (the
 * server's own rules); a server failure lands on the field or at the top and leaves every typed
 * value in place.
 */
export const LinkForm = (props: LinkFormProps) => {
  const isCreate = props.mode === 'create';
  const form = useSchemaForm(
    linkCreateSchema,
    props.defaultValues ? { ...props.defaultValues, custom: '' } : EMPTY,
  );

  const destination = useWatch({ control: form.control, name: 'url' });

  const send = sendOrShowServerErrors(
    form.setError,
    ['url', 'custom', 'description'],
    (values: CheckedLink) =>
      props.mode === 'create'
        ? props.onSubmit(toCreateInput(values))
        : props.onSubmit(toUpdateInput(values, props.defaultValues)),
  );
  const submit = async (values: CheckedLink) => {
    if (!hasUtmProblems(values.url)) return send(values);
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
          <span className="break-all">{props.shorturl}</span>
        </p>
      )}
      <TextField
        name="custom"
        label={isCreate ? 'Custom alias' : 'New alias'}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        placeholder="spring-sale"
        hint={
          isCreate
            ? 'The end of the short URL: 3 to 50 letters, digits, dashes or underscores. Leave empty for a random one.'
            : 'Leave empty to keep the short URL. A new alias changes it, and copies already shared stop working.'
        }
      />
      <TextareaField
        name="description"
        label="Description"
        hint="A note for you and your team; visitors do not see it."
      />
      <FormActions onCancel={props.onCancel} submitLabel={isCreate ? 'Create link' : 'Save link'} />
    </Form>
  );
};
