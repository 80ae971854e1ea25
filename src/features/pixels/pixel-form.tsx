import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import {
  isPixelType,
  PIXEL_PROVIDERS,
  PIXEL_TYPES,
  pixelCreateSchema,
  pixelTagProblem,
  pixelUpdateSchema,
  type PixelCreateInput,
  type PixelUpdateInput,
} from '../../api/pixels';
import { Form, type CreateOrEditProps } from '../../components/form/form';
import { FormActions } from '../../components/form/form-actions';
import { SelectField } from '../../components/form/select-field';
import { sendOrShowServerErrors } from '../../components/form/server-errors';
import { TextField } from '../../components/form/text-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useT } from '../../components/i18n/use-t';
import { ADD_PIXEL, ADD_PIXEL_TITLE, EDIT_PIXEL } from './messages';
import { pixelProviderLabel } from '../../resources/pixels';

type PixelFormProps = CreateOrEditProps<
  PixelCreateInput,
  PixelUpdateInput,
  {
    /** The provider is fixed once created: the API cannot change it. */
    pixel: { type: string; name: string; tag: string };
  }
>;

const PROVIDER_OPTIONS = PIXEL_TYPES.map((type) => ({
  value: type,
  label: PIXEL_PROVIDERS[type].label,
}));

/**
 * The update schema has no type, so the tag is checked against the stored provider here with
 * the same rule the server applies. A provider this dashboard does not know is not checked.
 */
const pixelEditSchema = (storedType: string) =>
  pixelUpdateSchema.check(
    z.superRefine((values, ctx) => {
      const problem = isPixelType(storedType) ? pixelTagProblem(storedType, values.tag) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['tag'], message: problem });
    }),
  );

/** What the provider's tag looks like, next to the tag field. */
const TagHint = ({ type }: { type: string | undefined }) => {
  const t = useT();
  if (!type)
    return t({
      defaultMessage:
        'Linkdeck does not know the tag format of this provider; the tag is saved as you type it.',
    });
  if (!isPixelType(type))
    return t(
      {
        defaultMessage:
          'Linkdeck does not know the tag format of {provider}; the tag is saved as you type it.',
        description: 'provider: the name of an ad or analytics service, as the API gives it',
      },
      { provider: type },
    );
  const provider = PIXEL_PROVIDERS[type];
  return (
    <>
      {provider.label}: {t(provider.hint)}{' '}
      {t({ defaultMessage: 'Example:', description: 'before an example of a pixel’s tag' })}{' '}
      <code className="font-mono">{provider.example}</code>
    </>
  );
};

type CreateProps = Extract<PixelFormProps, { mode: 'create' }>;
type EditProps = Extract<PixelFormProps, { mode: 'edit' }>;

/** Name and tag, with the tag's format shown for the provider it belongs to. */
const NameAndTagFields = ({ type }: { type: string | undefined }) => {
  const t = useT();
  return (
    <>
      <TextField
        name="name"
        label={t({ defaultMessage: 'Name', description: 'the label of a name field' })}
        hint={t({ defaultMessage: 'Your own label, to tell pixels apart.' })}
        isRequired
        autoComplete="off"
        placeholder={t({
          defaultMessage: 'Spring campaign',
          description: 'an example of a pixel’s name',
        })}
      />
      <TextField
        name="tag"
        label={t({
          defaultMessage: 'Tag',
          description: 'the label of the field for a pixel’s ID or tag, as the service gives it',
        })}
        isRequired
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        className="font-mono"
        placeholder={type && isPixelType(type) ? PIXEL_PROVIDERS[type].example : undefined}
        hint={<TagHint type={type} />}
      />
    </>
  );
};

const CreatePixelForm = ({ onSubmit, onCancel }: CreateProps) => {
  const t = useT();
  const form = useSchemaForm(pixelCreateSchema, { type: PIXEL_TYPES[0], name: '', tag: '' });
  const type = useWatch({ control: form.control, name: 'type' });

  // A tag already flagged is checked again against the new provider, so the message follows it.
  const { trigger, getFieldState, getValues } = form;
  useEffect(() => {
    if (getFieldState('tag').isTouched && getValues('tag').trim() !== '') void trigger('tag');
  }, [type, trigger, getFieldState, getValues]);

  const submit = sendOrShowServerErrors(form.setError, ['type', 'name', 'tag'], onSubmit);

  return (
    <Form form={form} onSubmit={submit} aria-label={t(ADD_PIXEL_TITLE)}>
      <SelectField
        name="type"
        label={t({ defaultMessage: 'Provider', description: 'the ad or analytics service' })}
        options={PROVIDER_OPTIONS}
        isRequired
        hint={t({ defaultMessage: 'The ad or analytics service the pixel reports to.' })}
      />
      <NameAndTagFields type={type} />
      <FormActions onCancel={onCancel} submitLabel={t(ADD_PIXEL)} />
    </Form>
  );
};

/** The provider is fixed once created, so the tag is checked against the stored one. */
const EditPixelForm = ({ pixel, onSubmit, onCancel }: EditProps) => {
  const t = useT();
  const schema = useMemo(() => pixelEditSchema(pixel.type), [pixel.type]);
  const form = useSchemaForm(schema, { name: pixel.name, tag: pixel.tag });

  const submit = sendOrShowServerErrors(form.setError, ['name', 'tag'], onSubmit);

  return (
    <Form form={form} onSubmit={submit} aria-label={t(EDIT_PIXEL)}>
      <p className="text-sm">
        <span className="font-medium">
          {t({
            defaultMessage: 'Provider:',
            description: 'before the name of the ad or analytics service of a pixel',
          })}
        </span>{' '}
        {pixelProviderLabel(pixel.type)}{' '}
        <span className="text-gray-600 dark:text-gray-400">
          {t({ defaultMessage: '(fixed once the pixel exists)' })}
        </span>
      </p>
      <NameAndTagFields type={pixel.type} />
      <FormActions
        onCancel={onCancel}
        submitLabel={t({ defaultMessage: 'Save pixel', description: 'the button' })}
      />
    </Form>
  );
};

/**
 * One form to add a pixel (provider, name, tag) or edit its name and tag. The tag is checked
 * against the provider's format before anything is sent; a server failure lands on the field
 * or at the top and leaves every typed value in place.
 */
export const PixelForm = (props: PixelFormProps) =>
  props.mode === 'create' ? <CreatePixelForm {...props} /> : <EditPixelForm {...props} />;
