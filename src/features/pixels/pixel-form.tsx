import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  isPixelType,
  PIXEL_PROVIDERS,
  PIXEL_TYPES,
  pixelCreateSchema,
  pixelTagProblem,
  pixelUpdateSchema,
  type PixelCreateInput,
  type PixelType,
  type PixelUpdateInput,
} from '../../api/pixels';
import { Form } from '../../components/form/form';
import { FormActions } from '../../components/form/form-actions';
import { SelectField } from '../../components/form/select-field';
import { applyServerErrors } from '../../components/form/server-errors';
import { TextField } from '../../components/form/text-field';
import { pixelProviderLabel } from './pixel-provider';

export interface PixelFormValues {
  type?: PixelType;
  name: string;
  tag: string;
}

type PixelFormProps =
  | {
      mode: 'create';
      onSubmit: (input: PixelCreateInput) => Promise<unknown>;
      onCancel: () => void;
      pixel?: undefined;
    }
  | {
      mode: 'edit';
      /** The provider is fixed once created: the API cannot change it. */
      pixel: { type: string; name: string; tag: string };
      onSubmit: (input: PixelUpdateInput) => Promise<unknown>;
      onCancel: () => void;
    };

const PROVIDER_OPTIONS = PIXEL_TYPES.map((type) => ({
  value: type,
  label: PIXEL_PROVIDERS[type].label,
}));

/**
 * The update schema has no type, so the tag is checked against the stored provider here with
 * the same rule the server applies. A provider this dashboard does not know is not checked.
 */
const editResolver = (storedType: string): Resolver<PixelFormValues> => {
  const base = zodResolver(pixelUpdateSchema) as unknown as Resolver<PixelFormValues>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (!isPixelType(storedType) || result.errors.tag) return result;
    const problem = pixelTagProblem(storedType, values.tag);
    if (!problem) return result;
    return { values: {}, errors: { ...result.errors, tag: { type: 'custom', message: problem } } };
  };
};

/** What the provider's tag looks like, next to the tag field. */
const TagHint = ({ type }: { type: string | undefined }) => {
  if (!type || !isPixelType(type))
    return (
      <>
        Linkdeck does not know the tag format of {type || 'this provider'}; the tag is saved as you
        type it.
      </>
    );
  const provider = PIXEL_PROVIDERS[type];
  return (
    <>
      {provider.label}: {provider.hint} Example:{' '}
      <code className="font-mono">{provider.example}</code>
    </>
  );
};

/**
 * One form to add a pixel (provider, name, tag) or edit its name and tag. The tag is checked
 * against the provider's format before anything is sent; a server failure lands on the field
 * or at the top and leaves every typed value in place.
 */
export const PixelForm = (props: PixelFormProps) => {
  const isCreate = props.mode === 'create';
  const storedType = props.pixel?.type ?? '';
  const resolver = useMemo(
    () =>
      isCreate
        ? (zodResolver(pixelCreateSchema) as unknown as Resolver<PixelFormValues>)
        : editResolver(storedType),
    [isCreate, storedType],
  );
  const form = useForm<PixelFormValues>({
    resolver,
    // The create schema has `type`; the strict update schema must not see it.
    defaultValues: isCreate
      ? { type: PIXEL_TYPES[0], name: '', tag: '' }
      : { name: props.pixel.name, tag: props.pixel.tag },
  });

  const chosenType = useWatch({ control: form.control, name: 'type' });
  const type = isCreate ? chosenType : storedType;

  // A tag already flagged is checked again against the new provider, so the message follows it.
  const { trigger, getFieldState, getValues } = form;
  useEffect(() => {
    if (isCreate && getFieldState('tag').isTouched && getValues('tag').trim() !== '')
      void trigger('tag');
  }, [chosenType, isCreate, trigger, getFieldState, getValues]);

  const submit = async (values: PixelFormValues) => {
    try {
      if (props.mode === 'create') await props.onSubmit(values as PixelCreateInput);
      else await props.onSubmit({ name: values.name, tag: values.tag });
    } catch (error) {
      applyServerErrors(error, form.setError, ['type', 'name', 'tag']);
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={isCreate ? 'Add a pixel' : 'Edit pixel'}>
      {isCreate ? (
        <SelectField
          name="type"
          label="Provider"
          options={PROVIDER_OPTIONS}
          isRequired
          hint="The ad or analytics service the pixel reports to."
        />
      ) : (
        <p className="text-sm">
          <span className="font-medium">Provider:</span> {pixelProviderLabel(storedType)}{' '}
          <span className="text-gray-600 dark:text-gray-400">(fixed once the pixel exists)</span>
        </p>
      )}
      <TextField
        name="name"
        label="Name"
        isRequired
        autoComplete="off"
        placeholder="Spring campaign"
        hint="Your own label, to tell pixels apart."
      />
      <TextField
        name="tag"
        label="Tag"
        isRequired
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        className="font-mono"
        placeholder={type && isPixelType(type) ? PIXEL_PROVIDERS[type].example : undefined}
        hint={<TagHint type={type} />}
      />
      <FormActions onCancel={props.onCancel} submitLabel={isCreate ? 'Add pixel' : 'Save pixel'} />
    </Form>
  );
};
